import { describe, expect, it } from 'vitest';
import { totp } from './totp.ts';

// RFC 6238 Appendix B: the SHA-1 seed and its eight-digit codes.
describe('the test TOTP', () => {
  const seed = Buffer.from('12345678901234567890', 'ascii');
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives %s', (seconds, code) => {
    expect(totp(seed, { at: seconds * 1000, digits: 8 })).toBe(code);
  });
});
