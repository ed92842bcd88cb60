import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

const principal = (userId: string, expiresAt = new Date('2999-01-01')) => ({
  userId,
  email: `${userId}@example.test`,
  name: userId,
  sessionToken: `tok-${userId}`,
  expiresAt,
  signedInAt: new Date(0),
});

const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('SessionCache (one process)', () => {
  it('serves what it was given until the entry lifetime ends', () => {
    const time = clock();
    const cache = new SessionCache({ ttlMs: 1000, now: time.now });
    cache.rememberPrincipal('cookie-a', principal('u1'), cache.generation);
    cache.rememberMembership(
      'u1',
      null,
      { organizationId: 'o1', role: 'member', secondFactorDue: false, sessionLifetimeHours: null },
      0,
    );
    expect(cache.principal('cookie-a')?.userId).toBe('u1');
    expect(cache.membership('u1', null)).toEqual({
      organizationId: 'o1',
      role: 'member',
      secondFactorDue: false,
      sessionLifetimeHours: null,
    });
    expect(cache.membership('u1', 'o1')).toBeUndefined();
    time.advance(999);
    expect(cache.principal('cookie-a')).toBeDefined();
    time.advance(1);
    expect(cache.principal('cookie-a')).toBeUndefined();
    expect(cache.membership('u1', null)).toBeUndefined();
  });

  it('never serves a session past its own expiry', () => {
    const time = clock();
    const cache = new SessionCache({ ttlMs: 60_000, now: time.now });
    cache.rememberPrincipal('cookie-a', principal('u1', new Date(time.now() + 10)), 0);
    expect(cache.principal('cookie-a')).toBeDefined();
    time.advance(10);
    expect(cache.principal('cookie-a')).toBeUndefined();
  });

  it('drops every entry of the user, and only theirs, on invalidation', async () => {
    const cache = new SessionCache();
    cache.rememberPrincipal('cookie-a', principal('u1'), 0);
    cache.rememberPrincipal('cookie-b', principal('u1'), 0);
    cache.rememberPrincipal('cookie-c', principal('u2'), 0);
    cache.rememberMembership(
      'u1',
      'o1',
      { organizationId: 'o1', role: 'admin', secondFactorDue: false, sessionLifetimeHours: null },
      0,
    );
    await cache.invalidateUser('u1');
    expect(cache.principal('cookie-a')).toBeUndefined();
    expect(cache.principal('cookie-b')).toBeUndefined();
    expect(cache.membership('u1', 'o1')).toBeUndefined();
    expect(cache.principal('cookie-c')?.userId).toBe('u2');
  });

  it('does not store a look-up that began before an invalidation', async () => {
    const cache = new SessionCache();
    const before = cache.generation;
    // ...the look-up reads the old row; meanwhile the role changes and is invalidated...
    await cache.invalidateUser('u1');
    cache.rememberMembership(
      'u1',
      null,
      { organizationId: 'o1', role: 'admin', secondFactorDue: false, sessionLifetimeHours: null },
      before,
    );
    cache.rememberPrincipal('cookie-a', principal('u1'), before);
    expect(cache.membership('u1', null)).toBeUndefined();
    expect(cache.principal('cookie-a')).toBeUndefined();
    cache.rememberPrincipal('cookie-a', principal('u1'), cache.generation);
    expect(cache.principal('cookie-a')).toBeDefined();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new SessionCache({ maxEntries: 2 });
    for (const c of ['a', 'b', 'c']) cache.rememberPrincipal(c, principal(`u-${c}`), 0);
    expect(cache.principal('a')).toBeUndefined();
    expect(cache.principal('b')).toBeDefined();
    expect(cache.principal('c')).toBeDefined();
  });

  it('hands out frozen entries, so a request cannot change what the next one sees', () => {
    const cache = new SessionCache();
    cache.rememberPrincipal('cookie-a', principal('u1'), 0);
    const hit = cache.principal('cookie-a')!;
    expect(Object.isFrozen(hit)).toBe(true);
  });
});
