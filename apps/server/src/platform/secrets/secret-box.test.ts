import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createSecretBox, derivedSecretKey, SecretUnreadable } from './secret-box.ts';

const key = (id: string) => ({ id, key: randomBytes(32) });
const HERE = 'vendor_integration_settings.api_key:org_a';

describe('a secret box', () => {
  it('seals so the stored text says nothing of the secret, and opens it again', () => {
    const box = createSecretBox([key('k1')]);
    const sealed = box.seal('sk-live-123456', HERE);
    expect(sealed).toMatch(/^rs1\.k1\./);
    expect(sealed).not.toContain('sk-live');
    expect(box.seal('sk-live-123456', HERE)).not.toBe(sealed);
    expect(box.open(sealed, HERE)).toBe('sk-live-123456');
    expect(box.isCurrent(sealed)).toBe(true);
  });

  it('opens a value only where it was sealed for: another row or organisation is refused', () => {
    const box = createSecretBox([key('k1')]);
    const sealed = box.seal('sk-live-123456', HERE);
    expect(() => box.open(sealed, 'vendor_integration_settings.api_key:org_b')).toThrow(
      SecretUnreadable,
    );
  });

  it('refuses a value changed in the database', () => {
    const box = createSecretBox([key('k1')]);
    const parts = box.seal('sk-live-123456', HERE).split('.');
    parts[3] = Buffer.from('something else').toString('base64url');
    expect(() => box.open(parts.join('.'), HERE)).toThrow(/changed, or belongs to another/);
  });

  it('rotates: the first key seals, an older listed key still opens, an unlisted one is named', () => {
    const old = key('2025');
    const sealedOld = createSecretBox([old]).seal('sk-old', HERE);
    const rotated = createSecretBox([key('2026'), old]);
    expect(rotated.open(sealedOld, HERE)).toBe('sk-old');
    expect(rotated.isCurrent(sealedOld)).toBe(false);
    expect(rotated.seal('sk-new', HERE)).toMatch(/^rs1\.2026\./);
    expect(() => createSecretBox([key('2027')]).open(sealedOld, HERE)).toThrow(
      /key "2025", which SECRETS_KEYS does not list/,
    );
  });

  it('returns a value stored before sealing as it is, and counts it as not current', () => {
    const box = createSecretBox([key('k1')]);
    expect(box.open('plain-legacy-key', HERE)).toBe('plain-legacy-key');
    expect(box.isCurrent('plain-legacy-key')).toBe(false);
  });

  it('derives the same key from the same AUTH_SECRET, a different one from another', () => {
    const a = derivedSecretKey('x'.repeat(32));
    expect(derivedSecretKey('x'.repeat(32)).key.equals(a.key)).toBe(true);
    expect(derivedSecretKey('y'.repeat(32)).key.equals(a.key)).toBe(false);
  });
});

describe('SECRETS_KEYS', () => {
  const env = { AUTH_SECRET: 'a'.repeat(32), DATA_DIR: '/tmp/rampart-config-test-unused' };
  const b64 = randomBytes(32).toString('base64');

  it('is derived from AUTH_SECRET unless set; set, the first key seals', () => {
    expect(loadConfig(env).secretsKeys.map((k) => k.id)).toEqual(['auth']);
    const keys = loadConfig({ ...env, SECRETS_KEYS: `2026:${b64}, 2025:${b64}` }).secretsKeys;
    expect(keys.map((k) => k.id)).toEqual(['2026', '2025']);
    expect(keys[0]!.key.length).toBe(32);
  });

  it('names the derived key "auth", so a rotation away from it can list it second', () => {
    const keys = loadConfig({ ...env, SECRETS_KEYS: `2027:${b64},auth` }).secretsKeys;
    expect(keys.map((k) => k.id)).toEqual(['2027', 'auth']);
    expect(keys[1]!.key.equals(derivedSecretKey(env.AUTH_SECRET).key)).toBe(true);
  });

  it('refuses a short key, a bad id or an id twice, naming the entry', () => {
    expect(() => loadConfig({ ...env, SECRETS_KEYS: 'k1:c2hvcnQ=' })).toThrow(
      /SECRETS_KEYS: "k1:…" is not an id/,
    );
    expect(() => loadConfig({ ...env, SECRETS_KEYS: `a.b:${b64}` })).toThrow(/"a.b:…"/);
    expect(() => loadConfig({ ...env, SECRETS_KEYS: `k1:${b64},k1:${b64}` })).toThrow(
      /"k1" is listed twice/,
    );
  });
});
