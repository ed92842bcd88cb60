import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sessionCookie, testApp } from '../../testing/app.ts';
import { auditCount, buildOrg, PASSWORD, uniqueIp } from '../../testing/factories.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

describe('GET /api/users/me', () => {
  it('answers with every field of the session user', async () => {
    const owner = await buildOrg(app, { name: 'Ada King Lovelace' });
    const res = await app.inject({ url: '/api/users/me', headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
    const me = res.json().data;
    for (const key of [
      'id',
      'email',
      'name',
      'firstName',
      'lastName',
      'role',
      'isActive',
      'emailVerified',
      'organizationId',
      'permissions',
      'avatar',
      'createdAt',
      'lastLogin',
      'organization',
    ]) {
      expect(me).toHaveProperty(key);
    }
    expect(me.firstName).toBe('Ada');
    expect(me.lastName).toBe('King Lovelace');
  });
});

describe('PUT /api/users/me (profile)', () => {
  it('updates name, avatar and persona, and audits before and after', async () => {
    const owner = await buildOrg(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { cookie: owner.cookie },
      payload: { name: 'New Name', avatar: 'https://example.com/a.png', persona: 'executive' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'New Name',
      persona: 'executive',
      avatar: 'https://example.com/a.png',
    });
    const audit = await app.inject({
      url: '/api/audit-events?entityType=user',
      headers: { cookie: owner.cookie },
    });
    const event = audit.json().data.items[0];
    expect(event).toMatchObject({
      action: 'user.profile_updated',
      before: { name: owner.user.name },
      after: { name: 'New Name' },
    });
  });

  it('rejects an invalid avatar naming the field, changing nothing', async () => {
    const owner = await buildOrg(app);
    const before = await auditCount(app, owner);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { cookie: owner.cookie },
      payload: { name: 'X', avatar: 'not a url' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('avatar');
    const me = await app.inject({ url: '/api/users/me', headers: { cookie: owner.cookie } });
    expect(me.json().data.name).toBe(owner.user.name);
    expect(await auditCount(app, owner)).toBe(before);
  });
});

describe('avatar addresses', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'file:///etc/passwd',
    'ftp://example.com/a.png',
    'not a url',
  ])('refuses %s with 400 on the avatar field, changing nothing', async (avatar) => {
    const owner = await buildOrg(app);
    const before = await auditCount(app, owner);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { cookie: owner.cookie },
      payload: { avatar },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { field: string }) => d.field)).toEqual(['avatar']);
    const me = await app.inject({ url: '/api/users/me', headers: { cookie: owner.cookie } });
    expect(me.json().data.avatar).toBeNull();
    expect(await auditCount(app, owner)).toBe(before);
  });

  it('takes http and https addresses, and null to clear', async () => {
    const owner = await buildOrg(app);
    for (const avatar of ['http://example.com/a.png', 'https://cdn.example.org/b.jpg', null]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: { cookie: owner.cookie },
        payload: { avatar },
      });
      expect(res.statusCode, String(avatar)).toBe(200);
      expect(res.json().data.avatar).toBe(avatar);
    }
  });
});

describe('PATCH /api/users/me (password)', () => {
  it('refuses a wrong current password on the currentPassword field', async () => {
    const owner = await buildOrg(app);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { cookie: owner.cookie },
      payload: { currentPassword: 'wrong-one', newPassword: 'a-new-password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('currentPassword');
  });

  it('throttles wrong current passwords like sign-ins, the right one included', async () => {
    const owner = await buildOrg(app);
    const ip = uniqueIp();
    const change = (currentPassword: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: { cookie: owner.cookie },
        payload: { currentPassword, newPassword: 'a-new-password' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) expect((await change(`wrong-${i}-password`)).statusCode).toBe(400);
    const blocked = await change(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    // The same count guards sign-in from that address; the password is unchanged.
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: owner.email, password: PASSWORD },
      remoteAddress: ip,
    });
    expect(signIn.statusCode).toBe(429);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: owner.email, password: PASSWORD },
      remoteAddress: uniqueIp(),
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('changes the password, ends other sessions and keeps this one', async () => {
    const owner = await buildOrg(app);
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: owner.email, password: PASSWORD },
    });
    const otherCookie = sessionCookie(other);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { cookie: owner.cookie },
      payload: { currentPassword: PASSWORD, newPassword: 'brand-new-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await app.inject({ url: '/api/users/me', headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: '/api/users/me', headers: { cookie: otherCookie } })).statusCode,
    ).toBe(401);
    const oldPw = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: owner.email, password: PASSWORD },
      remoteAddress: uniqueIp(),
    });
    expect(oldPw.statusCode).toBe(401);
    const newPw = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: owner.email, password: 'brand-new-password' },
    });
    expect(newPw.statusCode).toBe(200);
  });
});

describe('preferences and tours', () => {
  it('starts with Dashboard and Risk Register as favorites', async () => {
    const owner = await buildOrg(app);
    const res = await app.inject({
      url: '/api/users/me/preferences',
      headers: { cookie: owner.cookie },
    });
    expect(res.json().data).toEqual({
      favorites: ['/dashboard', '/dashboard/risks'],
      completedTours: [],
      skippedTours: [],
      sidebarCollapsed: false,
    });
  });

  it('keeps favorites per user, refusing more than 5', async () => {
    const owner = await buildOrg(app);
    const six = [
      '/dashboard',
      '/dashboard/a',
      '/dashboard/b',
      '/dashboard/c',
      '/dashboard/d',
      '/dashboard/e',
    ];
    const tooMany = await app.inject({
      method: 'PATCH',
      url: '/api/users/me/preferences',
      headers: { cookie: owner.cookie },
      payload: { favorites: six },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details[0].field).toBe('favorites');
    const ok = await app.inject({
      method: 'PATCH',
      url: '/api/users/me/preferences',
      headers: { cookie: owner.cookie },
      payload: { favorites: six.slice(0, 5), sidebarCollapsed: true },
    });
    expect(ok.json().data).toMatchObject({ favorites: six.slice(0, 5), sidebarCollapsed: true });
  });

  it('records a completed and a skipped tour, and clears one to restart it', async () => {
    const owner = await buildOrg(app);
    const put = (tourId: string, outcome: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/users/me/tours/${tourId}`,
        headers: { cookie: owner.cookie },
        payload: { outcome },
      });
    await put('platform-overview', 'completed');
    const res = await put('risk-assessment-workflow', 'skipped');
    expect(res.json().data).toMatchObject({
      completedTours: ['platform-overview'],
      skippedTours: ['risk-assessment-workflow'],
    });
    const cleared = await app.inject({
      method: 'DELETE',
      url: '/api/users/me/tours/platform-overview',
      headers: { cookie: owner.cookie },
    });
    expect(cleared.json().data.completedTours).toEqual([]);
  });
});
