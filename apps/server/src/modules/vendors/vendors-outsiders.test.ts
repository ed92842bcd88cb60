import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { evidenceApp, storedFiles } from '../evidence/evidence.fixtures.ts';
import { multipartBody, pdfBytes } from '../evidence/multipart-body.ts';

let env: Awaited<ReturnType<typeof evidenceApp>>;
let app: FastifyInstance;
let owner: SignedIn;
let stranger: SignedIn;
let auditor: SignedIn;
let vendorId: string;
let documentId: string;

const form = () =>
  multipartBody([
    { name: 'title', value: 'SOC 2' },
    { name: 'documentType', value: 'soc2_report' },
    { name: 'file', fileName: 'a.pdf', contentType: 'application/pdf', data: pdfBytes() },
  ]);

beforeAll(async () => {
  env = await evidenceApp();
  app = env.app;
  owner = await buildOrg(app);
  stranger = await buildOrg(app);
  auditor = await buildMember(app, owner, 'auditor');
  const created = await as(owner, {
    method: 'POST',
    url: '/api/vendors',
    payload: { name: 'Mine' },
  });
  vendorId = created.json().data.id;
  const { payload, headers } = form();
  const doc = await as(owner, {
    method: 'POST',
    url: `/api/vendors/${vendorId}/documents`,
    payload,
    headers,
  });
  documentId = doc.json().data.id;
  await as(owner, {
    method: 'PUT',
    url: '/api/vendors/integration',
    payload: { endpoint: 'https://hub.example/health', apiKey: 'secret-key' },
  });
});
afterAll(() => env.close());

const as = (who: SignedIn | null, options: InjectOptions, org?: string) =>
  app.inject({
    ...options,
    headers: {
      ...(options.headers as Record<string, string> | undefined),
      ...(who ? { cookie: who.cookie } : {}),
      ...(org ? { 'organization-id': org } : {}),
    },
  });

type Route = InjectOptions & { write?: boolean; ours?: boolean };
const csv = (text: string) => ({ payload: text, headers: { 'content-type': 'text/csv' } });
const routes = (): Route[] => {
  const id = `/api/vendors/${vendorId}`;
  const upload = form();
  return [
    { method: 'GET', url: '/api/vendors' },
    { method: 'GET', url: '/api/vendors/dashboard' },
    { method: 'GET', url: '/api/vendors/export?format=csv' },
    { method: 'GET', url: '/api/vendors/integration' },
    { method: 'GET', url: id, ours: true },
    { method: 'GET', url: `${id}/events`, ours: true },
    { method: 'GET', url: `${id}/documents`, ours: true },
    { method: 'POST', url: '/api/vendors', payload: { name: 'x' }, write: true },
    { method: 'PATCH', url: id, payload: { name: 'Hacked' }, write: true, ours: true },
    { method: 'DELETE', url: id, write: true, ours: true },
    {
      method: 'POST',
      url: `${id}/documents`,
      payload: upload.payload,
      headers: upload.headers,
      write: true,
      ours: true,
    },
    { method: 'POST', url: '/api/vendors/import', ...csv('name,tier\nMine,low\n'), write: true },
    {
      method: 'PUT',
      url: '/api/vendors/integration',
      payload: { endpoint: null, apiKey: null },
      write: true,
    },
    { method: 'POST', url: '/api/vendors/integration/health-check', write: true },
  ];
};
const label = (r: Route) => `${r.method} ${r.url}`;

/** Our vendor is intact: the record, its timeline, its document and file, settings and audit. */
const expectUnchanged = async (auditBefore: number) => {
  const v = await as(owner, { method: 'GET', url: `/api/vendors/${vendorId}` });
  expect(v.json().data).toMatchObject({ name: 'Mine', tier: 'medium' });
  expect((await as(owner, { method: 'GET', url: '/api/vendors' })).json().data.total).toBe(1);
  const events = await as(owner, { method: 'GET', url: `/api/vendors/${vendorId}/events` });
  expect(events.json().data.items.map((e: { kind: string }) => e.kind)).toEqual([
    'document_added',
    'created',
  ]);
  const docs = await as(owner, { method: 'GET', url: `/api/vendors/${vendorId}/documents` });
  expect(docs.json().data.items.map((d: { id: string }) => d.id)).toEqual([documentId]);
  expect((await storedFiles(env.dataDir, owner.user.organizationId)).stored).toEqual([documentId]);
  const settings = await as(owner, { method: 'GET', url: '/api/vendors/integration' });
  expect(settings.json().data).toMatchObject({
    endpoint: 'https://hub.example/health',
    hasApiKey: true,
  });
  expect(await auditCount(app, owner)).toBe(auditBefore);
};

describe('vendors: outsiders', () => {
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
    // Naming our organisation in the header does not let them in.
    for (const r of routes()) {
      expect((await as(stranger, r, owner.user.organizationId)).statusCode, label(r)).toBe(403);
    }
    const read = async (url: string) => (await as(stranger, { method: 'GET', url })).json().data;
    expect(await read('/api/vendors')).toEqual({ items: [], total: 0, nextCursor: null });
    expect(await read('/api/vendors/dashboard')).toMatchObject({ total: 0, documentsExpiring: 0 });
    expect((await read('/api/vendors/integration')).hasApiKey).toBe(false);
    const exported = await as(stranger, { method: 'GET', url: '/api/vendors/export' });
    expect(exported.body.trim().split('\n')).toHaveLength(1);
    // An import naming our vendor makes one of their own; ours is not touched.
    const imported = await as(stranger, {
      method: 'POST',
      url: '/api/vendors/import',
      ...csv('name,tier\nMine,critical\n'),
    });
    expect(imported.json().data).toEqual({ created: 1, updated: 0, unchanged: 0 });
    await expectUnchanged(before);
  });

  it('an auditor reads but gets 403 on every write', async () => {
    const before = await auditCount(app, owner);
    const v = await as(auditor, { method: 'GET', url: `/api/vendors/${vendorId}` });
    expect(v.json().data.abilities).toEqual({ update: false, delete: false });
    for (const r of routes().filter((x) => !x.write)) {
      expect((await as(auditor, r)).statusCode, label(r)).toBe(200);
    }
    for (const r of routes().filter((x) => x.write)) {
      expect((await as(auditor, r)).statusCode, label(r)).toBe(403);
    }
    await expectUnchanged(before);
  });
});
