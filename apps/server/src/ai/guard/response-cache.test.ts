import { describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import { cacheKey, createResponseCache } from './response-cache.ts';

describe('response cache', () => {
  it('serves within the TTL and not after', () => {
    const clock = manualClock();
    const cache = createResponseCache({ ttlMs: 300_000, maxEntries: 10 }, clock);
    cache.set('k', { a: 1 });
    clock.advance(299_999);
    expect(cache.get('k')).toEqual({ a: 1 });
    clock.advance(1);
    expect(cache.get('k')).toBeUndefined();
  });

  it('the sweep drops expired entries only', () => {
    const clock = manualClock();
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10 }, clock);
    cache.set('old', 1);
    clock.advance(600);
    cache.set('new', 2);
    clock.advance(400);
    expect(cache.sweep()).toBe(1);
    expect(cache.size).toBe(1);
    expect(cache.get('new')).toBe(2);
  });

  it('evicts the oldest entry past the size cap', () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 2 }, manualClock());
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('a TTL of 0 turns caching off', () => {
    const cache = createResponseCache({ ttlMs: 0, maxEntries: 2 }, manualClock());
    cache.set('a', 1);
    expect(cache.size).toBe(0);
  });

  it('keys differ when any part differs', () => {
    expect(cacheKey(['org1', 'f', 'm', 'p'])).toBe(cacheKey(['org1', 'f', 'm', 'p']));
    expect(cacheKey(['org1', 'f', 'm', 'p'])).not.toBe(cacheKey(['org2', 'f', 'm', 'p']));
    expect(cacheKey(['org1', 'f', 'm', 'p'])).toMatch(/^[0-9a-f]{64}$/);
  });
});
