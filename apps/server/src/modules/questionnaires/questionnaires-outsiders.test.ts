import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { smallStructure } from './questionnaire-test-kit.ts';

let app: FastifyInstance;
let owner: SignedIn;
let stranger: SignedIn;
let auditor: SignedIn;
let id: string;
let snapshot: unknown;

const as = (who: SignedIn | null, options: InjectOptions, org?: string) =>
  app.inject({
    ...options,
    headers: {
      ...(options.headers as Record<string, string> | undefined),
      ...(who ? { cookie: who.cookie } : {}),
      ...(org ? { 'organization-id': org } : {}),
    },
  });

beforeAll(async () => {
  app = await testApp();
  owner = await buildOrg(app);
  stranger = await buildOrg(app);
  auditor = await buildMember(app, owner, 'auditor');
  const created = await as(owner, {
    method: 'POST',
    url: '/api/questionnaires',
    payload: { title: 'Mine', structure: smallStructure() },
  });
  id = created.json().data.id;
  snapshot = created.json().data;
});

type Route = InjectOptions & { write?: boolean; ours?: boolean };
const csv = 'sectionId,sectionTitle,questionId,text,type\ns1,A,q1,Why?,text\n';
const routes = (): Route[] => {
  const one = `/api/questionnaires/${id}`;
  return [
    { method: 'GET', url: '/api/questionnaires' },
    { method: 'GET', url: '/api/questionnaires/templates' },
    { method: 'GET', url: one, ours: true },
    { method: 'GET', url: `${one}/export?format=csv`, ours: true },
    { method: 'POST', url: '/api/questionnaires', payload: { title: 'x' }, write: true },
    { method: 'PATCH', url: one, payload: { title: 'Hacked' }, write: true, ours: true },
    {
      method: 'POST',
      url: `${one}/status`,
      payload: { action: 'publish' },
      write: true,
      ours: true,
    },
    { method: 'DELETE', url: one, write: true, ours: true },
    {
      method: 'POST',
      url: '/api/questionnaires/import?format=csv',
      payload: csv,
      headers: { 'content-type': 'text/csv' },
      write: true,
    },
  ];
};
const label = (r: Route) => `${r.method} ${r.url}`;

/** Our questionnaire is exactly as it was, the only one, and the audit trail did not grow. */
const expectUnchanged = async (auditBefore: number) => {
  const got = await as(owner, { method: 'GET', url: `/api/questionnaires/${id}` });
  expect(got.json().data).toEqual(snapshot);
  const list = await as(owner, { method: 'GET', url: '/api/questionnaires' });
  expect(list.json().data.total).toBe(1);
  expect(await auditCount(app, owner)).toBe(auditBefore);
};

describe('questionnaires: outsiders', () => {
  it('anonymous callers get 401 on every route', async () => {
    const before = await auditCount(app, owner);
    for (const r of routes()) expect((await as(null, r)).statusCode, label(r)).toBe(401);
    await expectUnchanged(before);
  });

  it('another organisation gets 404 on our ids, sees nothing of ours, and changes nothing', async () => {
    const before = await auditCount(app, owner);
    for (const r of routes().filter((x) => x.ours)) {
      expect((await as(stranger, r)).statusCode, label(r)).toBe(404);
    }
    for (const r of routes()) {
      expect((await as(stranger, r, owner.user.organizationId)).statusCode, label(r)).toBe(403);
    }
    const list = await as(stranger, { method: 'GET', url: '/api/questionnaires' });
    expect(list.json().data).toEqual({ items: [], total: 0, nextCursor: null });
    await expectUnchanged(before);
  });

  it('an auditor reads but gets 403 on every write', async () => {
    const before = await auditCount(app, owner);
    for (const r of routes().filter((x) => !x.write)) {
      expect((await as(auditor, r)).statusCode, label(r)).toBe(200);
    }
    for (const r of routes().filter((x) => x.write)) {
      expect((await as(auditor, r)).statusCode, label(r)).toBe(403);
    }
    await expectUnchanged(before);
  });
});
