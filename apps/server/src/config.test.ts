import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const env = { AUTH_SECRET: 'a'.repeat(32), DATA_DIR: '/tmp/rampart-config-test-unused' };

describe('settings', () => {
  it('hash passwords with scrypt unless a test asks for the fast hasher', () => {
    expect(loadConfig(env).passwordHasher).toBe('scrypt');
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).passwordHasher).toBe('scrypt');
    expect(
      loadConfig({ ...env, NODE_ENV: 'test', TEST_PASSWORD_HASHER: 'fast' }).passwordHasher,
    ).toBe('fast');
  });

  it('refuse the test password hasher in production, naming it', () => {
    expect(() =>
      loadConfig({ ...env, NODE_ENV: 'production', TEST_PASSWORD_HASHER: 'fast' }),
    ).toThrow(/TEST_PASSWORD_HASHER: the test password hasher is never used in production/);
  });

  it('refuse any other hasher name', () => {
    expect(() => loadConfig({ ...env, TEST_PASSWORD_HASHER: 'md5' })).toThrow(
      /TEST_PASSWORD_HASHER/,
    );
  });
});
