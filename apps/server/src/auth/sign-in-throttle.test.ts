import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { uniqueEmail, uniqueIp } from '../testing/factories.ts';
import { ACCOUNT_FACTOR, createSignInThrottle } from './sign-in-throttle.ts';

const MAX = 3;
const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null;
afterAll(() => redis?.disconnect());
const throttle = createSignInThrottle({ maxFailures: MAX, windowSeconds: 60 }, redis);

/** One attempt: admitted (and counted) or refused. */
const allowed = async (email: string, ip: string) =>
  throttle.admit(email, ip).then(
    () => true,
    (e: { code?: string }) => {
      expect(e.code).toBe('RATE_LIMITED');
      return false;
    },
  );

describe(`sign-in throttle (${redis ? 'Redis' : 'memory'})`, () => {
  it('locks an account for an address at the limit, not one failure before', async () => {
    const [email, ip] = [uniqueEmail(), uniqueIp()];
    for (let i = 0; i < MAX; i++) expect(await allowed(email, ip)).toBe(true);
    expect(await allowed(email, ip)).toBe(false);
    expect(await allowed(email.toUpperCase(), ip)).toBe(false);
    // The same account from another address, and another account from this one, are not locked.
    expect(await allowed(email, uniqueIp())).toBe(true);
    expect(await allowed(uniqueEmail(), ip)).toBe(true);
  });

  it('never locks out an address as a whole, however many accounts failed from it', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < MAX * ACCOUNT_FACTOR * 2; i++) {
      await allowed(uniqueEmail('sprayed'), ip);
    }
    expect(await allowed(uniqueEmail('bystander'), ip)).toBe(true);
  });

  it('locks an account everywhere after failures spread over many addresses', async () => {
    const email = uniqueEmail('target');
    const limit = MAX * ACCOUNT_FACTOR;
    for (let i = 0; i < limit; i++) expect(await allowed(email, uniqueIp())).toBe(true);
    expect(await allowed(email, uniqueIp())).toBe(false);
  });

  it('a correct password starts the pair count again', async () => {
    const [email, ip] = [uniqueEmail(), uniqueIp()];
    for (let i = 0; i < MAX - 1; i++) await allowed(email, ip);
    await throttle.succeeded(email, ip);
    for (let i = 0; i < MAX; i++) expect(await allowed(email, ip)).toBe(true);
    expect(await allowed(email, ip)).toBe(false);
  });

  it('counts a burst of parallel attempts as they arrive: at most the limit get through', async () => {
    const [email, ip] = [uniqueEmail('burst'), uniqueIp()];
    const results = await Promise.all(Array.from({ length: MAX * 4 }, () => allowed(email, ip)));
    expect(results.filter(Boolean)).toHaveLength(MAX);
  });
});
