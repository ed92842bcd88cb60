import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/** How better-auth hashes and checks passwords (its `emailAndPassword.password` option). */
export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
};

/**
 * Every hash the test hasher makes starts with this. It holds no `:`, so better-auth's scrypt
 * format (`salt:key`) can never read one, and the production hasher refuses it outright.
 */
export const TEST_HASH_PREFIX = 'test-sha256$';

/**
 * The production hasher: better-auth's scrypt (salted, memory-hard). A hash made by the test
 * hasher is refused, whatever the password, so a test hash that reached a production database
 * would let nobody in.
 */
export const scryptHasher: PasswordHasher = {
  hash: (password) => hashPassword(password),
  verify: async ({ hash, password }) =>
    hash.startsWith(TEST_HASH_PREFIX) ? false : verifyPassword({ hash, password }),
};

const digest = (salt: string, password: string): Buffer =>
  createHash('sha256')
    .update(`${salt}$${password.normalize('NFKC')}`)
    .digest();

/**
 * For tests only (TEST_PASSWORD_HASHER=fast; loadConfig refuses it in production): one salted
 * SHA-256 instead of scrypt, which takes tens of milliseconds a hash and made sign-ups and
 * sign-ins a large share of the server tests' time. It still checks scrypt hashes, so data
 * made without it keeps working.
 */
export const fastTestHasher: PasswordHasher = {
  hash: async (password) => {
    const salt = randomBytes(8).toString('hex');
    return `${TEST_HASH_PREFIX}${salt}$${digest(salt, password).toString('hex')}`;
  },
  verify: async ({ hash, password }) => {
    if (!hash.startsWith(TEST_HASH_PREFIX)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(TEST_HASH_PREFIX.length).split('$');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = digest(salt, password);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

/** The hasher the settings name; the test hasher never in production (loadConfig refuses too). */
export const passwordHasher = (kind: 'scrypt' | 'fast', env: string): PasswordHasher => {
  if (kind !== 'fast') return scryptHasher;
  if (env === 'production') throw new Error('The test password hasher is never used in production');
  return fastTestHasher;
};
