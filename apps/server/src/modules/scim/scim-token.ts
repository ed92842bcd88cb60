import { createHash, randomBytes } from 'node:crypto';

const PREFIX = 'rampart_scim_';

/** SCIM tokens are stored as their SHA-256: 256 random bits need no slow hash. */
export const hashScimToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A new token, its hash, and the hint shown afterwards (prefix and first characters). */
export const newScimToken = (): { token: string; hash: string; hint: string } => {
  const token = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashScimToken(token), hint: `${token.slice(0, PREFIX.length + 6)}…` };
};
