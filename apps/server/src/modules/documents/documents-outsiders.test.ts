import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { call } from '../../testing/calls.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { evidenceApp, storedFiles } from '../evidence/evidence.fixtures.ts';
import { createDocumentAs, postDocument, postVersion } from './document-test-kit.ts';

let env: Awaited<ReturnType<typeof evidenceApp>>;
let app: FastifyInstance;
let owner: SignedIn;
let stranger: SignedIn;
let auditor: SignedIn;
let id: string;
let versionId: string;

beforeAll(async () => {
  env = await evidenceApp();
  app = env.app;
  owner = await buildOrg(app);
  stranger = await buildOrg(app);
  auditor = await buildMember(app, owner, 'auditor');
  const doc = await createDocumentAs(app, owner, { title: 'Ours' });
  id = doc.id;
  versionId = doc.versions[0]!.id;
});
afterAll(() => env.close());

type Route = { method: InjectOptions['method']; url: string; payload?: object; write?: boolean };
const routes = (): Route[] => [
  { method: 'GET', url: `/api/documents/${id}` },
  { method: 'GET', url: `/api/documents/${id}/versions/${versionId}/file` },
  { method: 'PATCH', url: `/api/documents/${id}`, payload: { title: 'Hacked' }, write: true },
  { method: 'PUT', url: `/api/documents/${id}/links`, payload: {}, write: true },
  { method: 'POST', url: `/api/documents/${id}/submit`, payload: {}, write: true },
  { method: 'POST', url: `/api/documents/${id}/approve`, payload: {}, write: true },
  { method: 'POST', url: `/api/documents/${id}/request-changes`, payload: {}, write: true },
  { method: 'DELETE', url: `/api/documents/${id}`, write: true },
];

/** Our document is intact: the record, its file and the audit trail. */
const expectUnchanged = async (auditBefore: number) => {
  const doc = (await call(app, owner, 'GET', `/api/documents/${id}`)).json().data;
  expect(doc).toMatchObject({ title: 'Ours', status: 'draft', links: [] });
  expect(doc.versions).toHaveLength(1);
  expect((await storedFiles(env.dataDir, owner.user.organizationId)).stored).toEqual([versionId]);
  expect(await auditCount(app, owner)).toBe(auditBefore);
};

describe('documents: outsiders', () => {
  it('anonymous callers get 401 on every route', async () => {
    const before = await auditCount(app, owner);
    for (const r of [...routes(), { method: 'GET', url: '/api/documents' }] as Route[]) {
      const res = await call(app, null, r.method, r.url, r.payload);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
    expect((await call(app, null, 'GET', '/api/documents/export')).statusCode).toBe(401);
    expect((await postDocument(app, null, { title: 'x' })).statusCode).toBe(401);
    expect((await postVersion(app, null, id)).statusCode).toBe(401);
    await expectUnchanged(before);
  });

  it('another organisation gets 404 on our ids and sees none of our rows', async () => {
    const before = await auditCount(app, owner);
    for (const r of routes()) {
      const res = await call(app, stranger, r.method, r.url, r.payload);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
    }
    expect((await postVersion(app, stranger, id)).statusCode).toBe(404);
    expect((await call(app, stranger, 'GET', '/api/documents')).json().data.total).toBe(0);
    const exported = await call(app, stranger, 'GET', '/api/documents/export?format=csv');
    expect(exported.body).not.toContain('Ours');
    await expectUnchanged(before);
  });

  it('an auditor reads and downloads but gets 403 on every change', async () => {
    const before = await auditCount(app, owner);
    const doc = (await call(app, auditor, 'GET', `/api/documents/${id}`)).json().data;
    expect(Object.values(doc.abilities).every((v) => v === false)).toBe(true);
    expect((await call(app, auditor, 'GET', routes()[1]!.url)).statusCode).toBe(200);
    for (const r of routes().filter((x) => x.write)) {
      const res = await call(app, auditor, r.method, r.url, r.payload);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
    expect((await postDocument(app, auditor, { title: 'x' })).statusCode).toBe(403);
    expect((await postVersion(app, auditor, id)).statusCode).toBe(403);
    await expectUnchanged(before);
  });
});
