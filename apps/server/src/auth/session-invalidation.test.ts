import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../app.ts';
import { sessionCookie, testApp, testConfig } from '../testing/app.ts';
import { upload } from '../modules/evidence/evidence.fixtures.ts';
import { pdfBytes } from '../modules/evidence/multipart-body.ts';
import { buildMember, buildOrg, PASSWORD, uniqueIp, type SignedIn } from '../testing/factories.ts';

// Every request is answered from the process's session cache once its cookie has been seen
// (docs/decisions/009). These tests warm the cache first, then check that each write that
// changes who may do what is seen by the very next request.

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
  // With Redis the cache serves only once it listens for invalidations.
  await vi.waitFor(() => expect(app.sessionCache!.listening).toBe(true), { timeout: 5000 });
});

const get = (target: FastifyInstance, url: string, cookie: string) =>
  target.inject({ method: 'GET', url, headers: { cookie } });

/** Two requests, so the second is served from the cache. */
const warm = async (target: FastifyInstance, url: string, cookie: string, status: number) => {
  for (let i = 0; i < 2; i++) expect((await get(target, url, cookie)).statusCode).toBe(status);
};

const signInAgain = async (target: FastifyInstance, who: SignedIn) => {
  const res = await target.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: who.email, password: who.password, rememberMe: true },
    remoteAddress: uniqueIp(),
  });
  expect(res.statusCode).toBe(200);
  return sessionCookie(res);
};

const setRole = (target: FastifyInstance, owner: SignedIn, member: SignedIn, role: string) =>
  target.inject({
    method: 'PATCH',
    url: `/api/organizations/current/members/${member.user.id}`,
    headers: { cookie: owner.cookie },
    payload: { role },
  });

describe('session cache invalidation', () => {
  it('is actually used: a warmed cookie is served without looking the session up', async () => {
    const owner = await buildOrg(app);
    await warm(app, '/api/users/me', owner.cookie, 200);
    const cache = app.sessionCache!;
    const spy = vi.spyOn(cache, 'rememberPrincipal');
    expect((await get(app, '/api/risks', owner.cookie)).statusCode).toBe(200);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('refuses the cookie at once after sign-out', async () => {
    const owner = await buildOrg(app);
    await warm(app, '/api/risks', owner.cookie, 200);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: owner.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await get(app, '/api/risks', owner.cookie)).statusCode).toBe(401);
    expect((await get(app, '/api/users/me', owner.cookie)).statusCode).toBe(401);
  });

  it('refuses the other sessions at once after a password change, and keeps this one', async () => {
    const owner = await buildOrg(app);
    const other = await signInAgain(app, owner);
    await warm(app, '/api/risks', owner.cookie, 200);
    await warm(app, '/api/risks', other, 200);
    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { cookie: owner.cookie },
      payload: { currentPassword: PASSWORD, newPassword: 'another-horse-battery' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await get(app, '/api/risks', other)).statusCode).toBe(401);
    expect((await get(app, '/api/risks', owner.cookie)).statusCode).toBe(200);
  });

  it('applies a new role at once, up and down', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member');
    await warm(app, '/api/audit-events?limit=1', member.cookie, 403);
    expect((await setRole(app, owner, member, 'auditor')).statusCode).toBe(200);
    await warm(app, '/api/audit-events?limit=1', member.cookie, 200);
    expect((await setRole(app, owner, member, 'member')).statusCode).toBe(200);
    expect((await get(app, '/api/audit-events?limit=1', member.cookie)).statusCode).toBe(403);
  });

  it('refuses a removed member at once', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'auditor');
    await warm(app, '/api/risks', member.cookie, 200);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/organizations/current/members/${member.user.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(app, '/api/risks', member.cookie)).statusCode).toBe(403);
  });

  it('moves to the organisation just joined at once (it becomes the default)', async () => {
    const joiner = await buildOrg(app, { organizationName: 'First Org' });
    const host = await buildOrg(app, { organizationName: 'Second Org' });
    const current = async () =>
      (await get(app, '/api/organizations/current', joiner.cookie)).json().data.name;
    expect(await current()).toBe('First Org');
    expect(await current()).toBe('First Org');
    const invite = await app.inject({
      method: 'POST',
      url: '/api/organizations/current/invitations',
      headers: { cookie: host.cookie },
      payload: { email: joiner.email, role: 'auditor' },
    });
    expect(invite.statusCode).toBe(200);
    const token = decodeURIComponent(
      String(invite.json().data.acceptUrl).split('/invitations/')[1] ?? '',
    );
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      headers: { cookie: joiner.cookie },
      payload: { token },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await current()).toBe('Second Org');
  });

  it('names the uploader by their new name at once after a profile change', async () => {
    const owner = await buildOrg(app);
    await warm(app, '/api/users/me', owner.cookie, 200);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { cookie: owner.cookie },
      payload: { name: 'Renamed Person' },
    });
    expect(put.statusCode).toBe(200);
    // The evidence answer names the uploader from the session, not from a fresh read.
    const res = await upload(app, owner, [
      { name: 'title', value: 'Proof' },
      { name: 'file', fileName: 'p.pdf', contentType: 'application/pdf', data: pdfBytes() },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.uploadedBy.name).toBe('Renamed Person');
  });
});

// With REDIS_URL several processes serve one database; here two apps stand for two processes.
describe.skipIf(!process.env.REDIS_URL)('across processes (Redis)', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildApp({ config: testConfig(), database: await testDatabase(), mailer: null });
    // The second process serves from its cache only once it listens for invalidations.
    await vi.waitFor(() => expect(second.sessionCache!.listening).toBe(true), { timeout: 5000 });
  });
  afterAll(async () => {
    await second?.close();
  });

  // Redis delivers the message while the first process answers; the second drops the entry
  // when it reads it, within milliseconds.
  const soon = { timeout: 2000, interval: 5 };

  it('another process refuses the cookie after sign-out here', async () => {
    const owner = await buildOrg(app);
    await warm(second, '/api/risks', owner.cookie, 200);
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: owner.cookie },
    });
    await vi.waitFor(
      async () => expect((await get(second, '/api/risks', owner.cookie)).statusCode).toBe(401),
      soon,
    );
  });

  it('another process applies a role change made here', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'auditor');
    await warm(second, '/api/audit-events?limit=1', member.cookie, 200);
    expect((await setRole(app, owner, member, 'member')).statusCode).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await get(second, '/api/audit-events?limit=1', member.cookie)).statusCode).toBe(
          403,
        ),
      soon,
    );
  });
});
