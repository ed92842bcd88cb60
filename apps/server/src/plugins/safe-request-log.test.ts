import { describe, expect, it } from 'vitest';
import { urlForLog } from './safe-error-log.ts';

describe('urlForLog', () => {
  it('keeps link secrets out of the log', () => {
    expect(urlForLog('/api/shared-links/abcDEF123/open')).toBe('/api/shared-links/…/open');
    expect(urlForLog('/api/respond/tok_1/answers?x=1')).toBe('/api/respond/…/answers?x=1');
    expect(urlForLog('/invitations/secret')).toBe('/invitations/…');
    expect(urlForLog('/api/auth/reset-password/abc?callbackURL=/x')).toBe(
      '/api/auth/reset-password/…?callbackURL=…',
    );
    expect(urlForLog('/api/auth/verify-email?token=abc&next=1')).toBe(
      '/api/auth/verify-email?token=…&next=1',
    );
    expect(urlForLog('/api/risks?limit=10')).toBe('/api/risks?limit=10');
  });

  it('redacts on the decoded route, whatever the spelling', () => {
    expect(urlForLog('/api/%72espond/tok_1/answers')).toBe('/api/respond/…/answers');
    expect(urlForLog('/api/%72%65%73%70%6F%6E%64/tok_1')).toBe('/api/respond/…');
    expect(urlForLog('/api/shared-links%2Fsecret/open')).toBe('/api/shared-links/…/open');
    expect(urlForLog('/api/auth/verify-email?%74oken=abc')).toBe('/api/auth/verify-email?token=…');
    expect(urlForLog('/api/auth/sso/callback?code=c0de&state=s7&iss=x')).toBe(
      '/api/auth/sso/callback?code=…&state=…&iss=x',
    );
    // An undecodable run stays as it was, and the rest is still read.
    expect(urlForLog('/api/respond/%E0%A4/x?token=1')).toBe('/api/respond/…/x?token=…');
  });
});
