import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@rampart/contracts';
import { TEST_ORIGIN, testApp } from '../../testing/app.ts';
import { auditCount, buildOrg, PASSWORD, uniqueEmail, uniqueIp } from '../../testing/factories.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const signIn = (email: string, password: string, rememberMe = true, remoteAddress = uniqueIp()) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password, rememberMe },
    remoteAddress,
  });

const registerAs = (payload: object, remoteAddress = uniqueIp()) =>
  app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });

describe('POST /api/auth/register', () => {
  it('creates the user and an organisation they own, who then sign in', async () => {
    const email = uniqueEmail();
    const res = await registerAs({
      email,
      password: PASSWORD,
      name: 'Grace Hopper',
      organizationName: 'Navy Labs',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ requiresVerification: false });
    // Registering signs nobody in: its answer must not differ for an existing email.
    expect(res.cookies.find((c) => c.name === 'rampart.session_token')).toBeUndefined();
    const signedIn = await signIn(email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({
      email,
      name: 'Grace Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'owner',
      permissions: ['*'],
      isActive: true,
      organization: { name: 'Navy Labs' },
    });
  });

  it('names each invalid field and creates nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'not-an-email', password: 'short', name: ' ' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(['email', 'password', 'name', 'organizationName']),
    );
  });

  it('answers an existing email exactly as a new one, leaving the first account untouched', async () => {
    const owner = await buildOrg(app);
    const before = await auditCount(app, owner);
    const payload = { password: 'another-password', name: 'X', organizationName: 'Y' };
    const fresh = await registerAs({ ...payload, email: uniqueEmail('fresh') });
    const taken = await registerAs({ ...payload, email: owner.email.toUpperCase() });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(taken.cookies).toEqual(fresh.cookies);
    expect(await auditCount(app, owner)).toBe(before);
    expect((await signIn(owner.email, PASSWORD)).statusCode).toBe(200);
    expect((await signIn(owner.email, 'another-password')).statusCode).toBe(401);
    const orgs = await app.inject({ url: '/api/users/me', headers: { cookie: owner.cookie } });
    expect(orgs.json().data.organizations).toHaveLength(1);
  });

  it('a locked sign-in throttle cannot split a registration', async () => {
    const email = uniqueEmail('throttled');
    const ip = uniqueIp();
    // The pair (email, address) locked before the account even exists.
    for (let i = 0; i < 5; i++)
      expect((await signIn(email, 'guess-guess', true, ip)).statusCode).toBe(401);
    expect((await signIn(email, 'guess-guess', true, ip)).statusCode).toBe(429);
    const body = { email, password: PASSWORD, name: 'Tess', organizationName: 'Locked Org' };
    const res = await registerAs(body, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ requiresVerification: false });
    // Registering again answers the same, not "already exists" nor 429.
    const again = await registerAs(body, ip);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    // The account is whole: from another address its owner signs in to their organisation.
    const elsewhere = await signIn(email, PASSWORD);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().data.user.organization.name).toBe('Locked Org');
  });

  it('records the organisation and the owner in the audit log', async () => {
    const owner = await buildOrg(app);
    const res = await app.inject({ url: '/api/audit-events', headers: { cookie: owner.cookie } });
    const actions = res.json().data.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['organization.created', 'member.joined']));
  });
});

describe('POST /api/auth/sign-in', () => {
  it('signs in with a session cookie that is httpOnly and SameSite=Lax', async () => {
    const owner = await buildOrg(app);
    const res = await signIn(owner.email, PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'rampart.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.maxAge).toBeGreaterThan(0);
    expect(res.json().data.user.lastLogin).not.toBeNull();
  });

  it('without remember-me the cookie ends with the browser session', async () => {
    const owner = await buildOrg(app);
    const res = await signIn(owner.email, PASSWORD, false);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'rampart.session_token')?.maxAge).toBeUndefined();
  });

  it('asked for an organisation no longer theirs, still signs in, so the client can retry', async () => {
    const [owner, other] = await Promise.all([buildOrg(app), buildOrg(app)]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: owner.email, password: PASSWORD, rememberMe: true },
      headers: { 'organization-id': other.user.organizationId },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(403);
    const cookie = res.cookies.find((c) => c.name === 'rampart.session_token');
    expect(cookie?.value).toBeTruthy();
    // The web client drops its stored organisation and asks again, with the new session.
    const me = await app.inject({
      url: '/api/users/me',
      headers: { cookie: `rampart.session_token=${cookie!.value}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.organizationId).toBe(owner.user.organizationId);
  });

  it('refuses a wrong password with one message for unknown and known emails', async () => {
    const owner = await buildOrg(app);
    const wrong = await signIn(owner.email, 'wrong-password');
    const unknown = await signIn(uniqueEmail('nobody'), 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error).toEqual(unknown.json().error);
  });

  it('throttles repeated failures, even for the right password, then says when to retry', async () => {
    const owner = await buildOrg(app);
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) {
      expect((await signIn(owner.email, 'nope-nope', true, ip)).statusCode).toBe(401);
    }
    const blocked = await signIn(owner.email, PASSWORD, true, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('sign-in throttle by address', () => {
  it("many failures from one address never refuse another user's correct password there", async () => {
    const owner = await buildOrg(app);
    // One address for everyone, as behind a proxy without TRUST_PROXY.
    const ip = uniqueIp();
    // 50 failures refused everyone on the address before (5 per pair × 10).
    for (let i = 0; i < 50; i++) {
      expect((await signIn(uniqueEmail('sprayed'), 'wrong-password', true, ip)).statusCode).toBe(
        401,
      );
    }
    expect((await signIn(owner.email, PASSWORD, true, ip)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('sign-out ends the session', async () => {
    const owner = await buildOrg(app);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: owner.cookie },
    });
    expect(out.statusCode).toBe(200);
    const me = await app.inject({ url: '/api/users/me', headers: { cookie: owner.cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.message).toBe(MESSAGES.unauthenticated);
  });

  it('refresh answers with the user and the session expiry; anonymous gets 401', async () => {
    const owner = await buildOrg(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(new Date(res.json().data.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const anon = await app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('cross-site protection', () => {
  it('refuses a mutation from another origin and changes nothing', async () => {
    const owner = await buildOrg(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { cookie: owner.cookie, origin: 'https://evil.example' },
      payload: { name: 'Hacked' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_REJECTED');
    const me = await app.inject({ url: '/api/users/me', headers: { cookie: owner.cookie } });
    expect(me.json().data.name).toBe(owner.user.name);
  });

  it('refuses a cross-site fetch without Origin, allows our own origin', async () => {
    const owner = await buildOrg(app);
    const cross = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { cookie: owner.cookie, 'sec-fetch-site': 'cross-site' },
      payload: { name: 'Hacked' },
    });
    expect(cross.statusCode).toBe(403);
    const same = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
      payload: { name: 'Renamed' },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('GET /api/config', () => {
  it('says whether the installation is new, and whether email verification is on', async () => {
    await buildOrg(app);
    const res = await app.inject({ url: '/api/config' });
    expect(res.json().data).toMatchObject({ firstRun: false, emailVerification: false });
  });
});

describe('caching of API answers', () => {
  it('marks JSON answers under /api no-store, errors included', async () => {
    const owner = await buildOrg(app);
    const me = await app.inject({ url: '/api/users/me', headers: { cookie: owner.cookie } });
    expect(me.headers['cache-control']).toBe('no-store');
    const anon = await app.inject({ url: '/api/users/me' });
    expect(anon.statusCode).toBe(401);
    expect(anon.headers['cache-control']).toBe('no-store');
    const health = await app.inject({ url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-store');
    const encoded = await app.inject({ url: '/%61pi/users/me', headers: { cookie: owner.cookie } });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers['cache-control']).toBe('no-store');
  });
});

describe('request ids and headers', () => {
  it('echoes a given x-request-id and makes one otherwise; sets security headers', async () => {
    const given = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await app.inject({ url: '/api/health' });
    expect(String(made.headers['x-request-id'])).toMatch(/^req_/);
    expect(made.headers['x-content-type-options']).toBe('nosniff');
    expect(String(made.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});
