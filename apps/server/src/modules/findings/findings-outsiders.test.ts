import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';

let app: FastifyInstance;
let owner: SignedIn;
let stranger: SignedIn;
let auditor: SignedIn;
let findingId: string;

beforeAll(async () => {
  app = await testApp();
  owner = await buildOrg(app);
  stranger = await buildOrg(app);
  auditor = await buildMember(app, owner, 'auditor');
  const res = await app.inject({
    method: 'POST',
    url: '/api/findings',
    payload: { title: 'Mine', severity: 'high' },
    headers: { cookie: owner.cookie },
  });
  findingId = res.json().data.id;
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const routes = (): { method: Method; url: string; payload?: object; write?: boolean }[] => [
  { method: 'GET', url: '/api/findings' },
  { method: 'GET', url: `/api/findings/${findingId}` },
  { method: 'POST', url: '/api/findings', payload: { title: 'x', severity: 'low' }, write: true },
  { method: 'PATCH', url: `/api/findings/${findingId}`, payload: { title: 'Hacked' }, write: true },
  { method: 'DELETE', url: `/api/findings/${findingId}`, write: true },
];
const as = (who: SignedIn | null, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

const expectUnchanged = async (auditBefore: number) => {
  const list = (await as(owner, 'GET', '/api/findings')).json().data;
  expect(list.items.map((f: { title: string }) => f.title)).toEqual(['Mine']);
  expect(await auditCount(app, owner)).toBe(auditBefore);
};

describe('findings: outsiders', () => {
  it('anonymous callers get 401 on every route', async () => {
    const before = await auditCount(app, owner);
    for (const r of routes()) {
      expect((await as(null, r.method, r.url, r.payload)).statusCode, `${r.method} ${r.url}`).toBe(
        401,
      );
    }
    await expectUnchanged(before);
  });

  it('another organisation gets 404 on our ids and an empty list', async () => {
    const before = await auditCount(app, owner);
    for (const r of routes().filter((x) => x.url.includes(findingId))) {
      expect(
        (await as(stranger, r.method, r.url, r.payload)).statusCode,
        `${r.method} ${r.url}`,
      ).toBe(404);
    }
    expect((await as(stranger, 'GET', '/api/findings')).json().data).toEqual({
      items: [],
      total: 0,
      nextCursor: null,
    });
    await expectUnchanged(before);
  });

  it('an auditor reads but gets 403 on every write', async () => {
    const before = await auditCount(app, owner);
    const f = await as(auditor, 'GET', `/api/findings/${findingId}`);
    expect(f.json().data.abilities).toEqual({ update: false, delete: false });
    for (const r of routes().filter((x) => x.write)) {
      expect(
        (await as(auditor, r.method, r.url, r.payload)).statusCode,
        `${r.method} ${r.url}`,
      ).toBe(403);
    }
    await expectUnchanged(before);
  });
});
