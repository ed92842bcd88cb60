import { createHash, randomBytes } from 'node:crypto';

// The links a visitor is mailed (issue 24 point 4): to confirm an address, and to sign in under
// a grant. Each carries 32 random bytes; Rampart keeps only their SHA-256, so a copy of the
// database opens nothing.

/** How long a confirmation link works. */
export const TRUST_CONFIRM_HOURS = 48;
/** The cookie a grant's sign-in sets, scoped to the trust centre's own path. */
export const TRUST_GRANT_COOKIE = 'rampart_trust';
/** A token's shape: base64url of 32 bytes. Anything else is not looked up. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashLinkToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/**
 * The record a mailed link's token names, looked up by its hash; null without a lookup when
 * the token is not of a link's shape (a guessed or mangled link costs no query).
 */
export const findByLinkToken = async <T>(
  token: string | undefined,
  find: (hash: string) => Promise<T | null | undefined>,
): Promise<T | null> =>
  token && LINK_TOKEN_PATTERN.test(token) ? ((await find(hashLinkToken(token))) ?? null) : null;

export const newLinkToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
};

/** The domain of an address, lower-case: what auto-approval compares. */
export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1);
