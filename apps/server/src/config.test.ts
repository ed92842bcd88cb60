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

  it('take DNS servers as addresses with optional ports, and refuse anything else', () => {
    expect(loadConfig(env).dnsServers).toEqual([]);
    expect(
      loadConfig({ ...env, DNS_SERVERS: '10.0.0.2, 127.0.0.1:5353,[::1]:53' }).dnsServers,
    ).toEqual(['10.0.0.2', '127.0.0.1:5353', '[::1]:53']);
    for (const bad of ['dns.example', '10.0.0.2;rm', '10.0.0.2,,x']) {
      expect(() => loadConfig({ ...env, DNS_SERVERS: bad }), bad).toThrow(/DNS_SERVERS/);
    }
  });
});
