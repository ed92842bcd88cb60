import { describe, expect, it } from 'vitest';
import {
  fastTestHasher,
  passwordHasher,
  scryptHasher,
  TEST_HASH_PREFIX,
} from './password-hasher.ts';

describe('password hashers', () => {
  it('the test hasher checks its own hashes, salted', async () => {
    const a = await fastTestHasher.hash('correct horse battery');
    const b = await fastTestHasher.hash('correct horse battery');
    expect(a.startsWith(TEST_HASH_PREFIX)).toBe(true);
    expect(a).not.toBe(b);
    expect(await fastTestHasher.verify({ hash: a, password: 'correct horse battery' })).toBe(true);
    expect(await fastTestHasher.verify({ hash: a, password: 'correct horse batterY' })).toBe(false);
    expect(await fastTestHasher.verify({ hash: `${a.slice(0, -2)}00`, password: 'x' })).toBe(false);
  });

  it('production refuses a test hash, even with the right password', async () => {
    const hash = await fastTestHasher.hash('correct horse battery');
    expect(await scryptHasher.verify({ hash, password: 'correct horse battery' })).toBe(false);
  });

  it('production keeps scrypt, and the test hasher still checks scrypt hashes', async () => {
    const hash = await scryptHasher.hash('correct horse battery');
    expect(hash.startsWith(TEST_HASH_PREFIX)).toBe(false);
    expect(await scryptHasher.verify({ hash, password: 'correct horse battery' })).toBe(true);
    expect(await fastTestHasher.verify({ hash, password: 'correct horse battery' })).toBe(true);
    expect(await fastTestHasher.verify({ hash, password: 'wrong horse battery' })).toBe(false);
  });

  it('is never the test hasher in production', () => {
    expect(passwordHasher('scrypt', 'production')).toBe(scryptHasher);
    expect(passwordHasher('fast', 'test')).toBe(fastTestHasher);
    expect(() => passwordHasher('fast', 'production')).toThrow(/never used in production/);
  });
});
