import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { caller, creator } from './controls.fixtures.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Route = { method: Method; url: string; payload?: object; write: boolean; byId: boolean };

/** Every controls route, aimed at one of our controls. */
const routes = (id: string): Route[] => {
  const r = (method: Method, url: string, payload?: object) => ({
    method,
    url,
    payload,
    write: method !== 'GET',
    byId: url.includes(id),
  });
  return [
    r('GET', '/api/controls'),
    r('GET', `/api/controls/${id}`),
    r('POST', '/api/controls', { title: 'x' }),
    r('PATCH', `/api/controls/${id}`, { title: 'Pwned' }),
    r('DELETE', `/api/controls/${id}`),
    r('POST', '/api/controls/bulk-delete', { ids: [id] }),
    r('POST', '/api/controls/bulk-create', { controls: [{ title: 'x' }] }),
    r('PATCH', '/api/controls/bulk-update', { updates: [{ id, title: 'Pwned' }] }),
    r('GET', '/api/controls/templates'),
    r('GET', '/api/controls/templates/tpl-control-mfa'),
    r('GET', '/api/controls/overdue-tests'),
    r('POST', `/api/controls/${id}/schedule-test`, { nextTestDate: '2030-01-01' }),
    r('POST', `/api/controls/${id}/complete-test`, { result: 'pass', effectiveness: 0.1 }),
    r('GET', `/api/controls/${id}/tests`),
  ];
};

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
let owner: SignedIn;
let control: { id: string; title: string };
beforeAll(async () => {
  app = await testApp();
  call = caller(app);
  owner = await buildOrg(app);
  control = await creator(app)(owner, { title: 'Mine', nextTestDate: '2020-01-01' });
});

const unchanged = async (before: number) => {
  const res = await call(owner, 'GET', `/api/controls/${control.id}`);
  expect(res.json().data).toMatchObject({ title: 'Mine', effectiveness: null });
  expect((await call(owner, 'GET', `/api/controls/${control.id}/tests`)).json().data.total).toBe(0);
  expect((await call(owner, 'GET', '/api/controls')).json().data.total).toBe(1);
  expect(await auditCount(app, owner)).toBe(before);
};

describe('controls: outsiders', () => {
  it('anonymous callers get 401 on every route', async () => {
    const before = await auditCount(app, owner);
    for (const c of routes(control.id)) {
      const res = await app.inject({ method: c.method, url: c.url, payload: c.payload });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(401);
    }
    await unchanged(before);
  });

  it('another organisation gets 404 for our ids and sees none of our controls', async () => {
    const stranger = await buildOrg(app);
    const before = await auditCount(app, owner);
    for (const c of routes(control.id).filter((x) => x.byId)) {
      const res = await call(stranger, c.method, c.url, c.payload);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(404);
    }
    // Bulk calls name our id as an unknown item of theirs.
    const bulkDelete = await call(stranger, 'POST', '/api/controls/bulk-delete', {
      ids: [control.id],
    });
    expect(bulkDelete.statusCode).toBe(400);
    const bulkUpdate = await call(stranger, 'PATCH', '/api/controls/bulk-update', {
      updates: [{ id: control.id, title: 'Pwned' }],
    });
    expect(bulkUpdate.json().error.details[0].field).toBe('updates.0.id');
    expect((await call(stranger, 'GET', '/api/controls')).json().data.total).toBe(0);
    expect((await call(owner, 'GET', '/api/controls/overdue-tests')).json().data.total).toBe(1);
    expect((await call(stranger, 'GET', '/api/controls/overdue-tests')).json().data.total).toBe(0);
    // Our organisation id in the header does not open our data to them.
    const header = await app.inject({
      url: `/api/controls/${control.id}`,
      headers: { cookie: stranger.cookie, 'organization-id': owner.user.organizationId },
    });
    expect(header.statusCode).toBe(403);
    await unchanged(before);
  });

  it('an auditor reads but gets 403 on every write; a member cannot edit controls', async () => {
    const auditor = await buildMember(app, owner, 'auditor');
    const member = await buildMember(app, owner, 'member');
    const before = await auditCount(app, owner);
    for (const c of routes(control.id)) {
      const res = await call(auditor, c.method, c.url, c.payload);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(c.write ? 403 : 200);
    }
    expect(
      (await call(auditor, 'GET', `/api/controls/${control.id}`)).json().data.abilities,
    ).toEqual({ update: false, delete: false, test: false });
    expect(
      (await call(member, 'GET', `/api/controls/${control.id}`)).json().data.abilities,
    ).toEqual({ update: false, delete: false, test: true });
    for (const c of routes(control.id).filter((x) => x.write && !x.url.endsWith('-test'))) {
      const res = await call(member, c.method, c.url, c.payload);
      expect(res.statusCode, `member ${c.method} ${c.url}`).toBe(403);
    }
    await unchanged(before);
  });
});
