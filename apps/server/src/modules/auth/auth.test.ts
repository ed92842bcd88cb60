import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@rampart/contracts';
import { sessionCookie, TEST_ORIGIN, testApp } from '../../testing/app.ts';
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

describe('POST /api/auth/register', () => {
  it('creates the user, an organisation they own, and signs them in', async () => {
    const email = uniqueEmail();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: PASSWORD, name: 'Grace Hopper', organizationName: 'Navy Labs' },
    });
    expect(res.statusCode).toBe(200);
    const { user, requiresVerification, error } = res.json().data;
    expect(requiresVerification).toBe(false);
    expect(error).toBeNull();
    expect(user).toMatchObject({
      email,
      name: 'Grace Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'owner',
      permissions: ['*'],
      isActive: true,
      organization: { name: 'Navy Labs' },
    });
    const me = await app.inject({ url: '/api/users/me', headers: { cookie: sessionCookie(res) } });
    expect(me.json().data.id).toBe(user.id);
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

  it('refuses a second account for an email, leaving the first untouched', async () => {
    const owner = await buildOrg(app);
    const before = await auditCount(app, owner);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: owner.email.toUpperCase(),
        password: 'another-password',
        name: 'X',
        organizationName: 'Y',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details[0].field).toBe('email');
    expect((await signIn(owner.email, PASSWORD)).statusCode).toBe(200);
    expect(await auditCount(app, owner)).toBe(before);
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
