import { describe, expect, it } from 'vitest';
import { passkeyChallenges, relyingParty } from './webauthn.ts';

describe('the relying party', () => {
  it('is the host of PUBLIC_URL, and says why passkeys cannot work where browsers refuse them', () => {
    expect(relyingParty('https://grc.example.com/')).toEqual({
      id: 'grc.example.com',
      name: 'Rampart',
      origin: 'https://grc.example.com',
      unavailable: null,
    });
    expect(relyingParty('http://localhost:3000').unavailable).toBeNull();
    expect(relyingParty('http://rampart.localhost:3000').unavailable).toBeNull();
    expect(relyingParty('http://127.0.0.1:3000').unavailable).toContain('IP address');
    expect(relyingParty('https://[::1]:3000').unavailable).toContain('IP address');
    expect(relyingParty('http://grc.example.com').unavailable).toContain('HTTPS');
  });
});

describe('passkey challenges', () => {
  const challenges = passkeyChallenges('a-secret-a-secret-a-secret-a-secret-0123');
  const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

  it('are read back only for their purpose, unaltered and before they expire', () => {
    const now = Date.now();
    const c = text(challenges.issue('second-factor:usr_1', now));
    expect(challenges.read(c, 'second-factor:usr_1', now)).toMatch(/^[\w-]{22}$/);
    expect(challenges.read(c, 'second-factor:usr_2', now)).toBeNull();
    expect(challenges.read(c, 'sign-in', now)).toBeNull();
    expect(challenges.read(c, 'second-factor:usr_1', now + 5 * 60_000)).toBeNull();
    const bytes = Buffer.from(c, 'base64url');
    bytes[20] = bytes[20]! ^ 1;
    expect(challenges.read(bytes.toString('base64url'), 'second-factor:usr_1', now)).toBeNull();
    expect(challenges.read('short', 'sign-in', now)).toBeNull();
    // Another installation's secret makes other challenges.
    const other = passkeyChallenges('another-secret-another-secret-another-0123');
    expect(other.read(text(challenges.issue('sign-in', now)), 'sign-in', now)).toBeNull();
  });

  it('are each new', () => {
    const a = text(challenges.issue('sign-in'));
    expect(text(challenges.issue('sign-in'))).not.toBe(a);
  });
});
