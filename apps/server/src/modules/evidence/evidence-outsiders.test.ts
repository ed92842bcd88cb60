import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { evidenceApp, storedFiles, upload } from './evidence.fixtures.ts';
import { multipartBody, pdfBytes } from './multipart-body.ts';

let env: Awaited<ReturnType<typeof evidenceApp>>;
let app: FastifyInstance;
let owner: SignedIn;
let stranger: SignedIn;
let auditor: SignedIn;
let evidenceId: string;

const file = { name: 'file', fileName: 'a.pdf', contentType: 'application/pdf', data: pdfBytes() };

beforeAll(async () => {
  env = await evidenceApp();
  app = env.app;
  owner = await buildOrg(app);
  stranger = await buildOrg(app);
  auditor = await buildMember(app, owner, 'auditor');
  const res = await upload(app, owner, [{ name: 'title', value: 'Mine' }, file]);
  evidenceId = res.json().data.id;
});
afterAll(() => env.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const routes = (): { method: Method; url: string; payload?: object; write?: boolean }[] => [
  { method: 'GET', url: '/api/evidence' },
  { method: 'GET', url: `/api/evidence/${evidenceId}` },
  { method: 'GET', url: `/api/evidence/${evidenceId}/download` },
  {
    method: 'PATCH',
    url: `/api/evidence/${evidenceId}`,
    payload: { title: 'Hacked' },
    write: true,
  },
  { method: 'DELETE', url: `/api/evidence/${evidenceId}`, write: true },
];
const as = (who: SignedIn | null, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

/** Our evidence is intact: the record, the file and the audit trail. */
const expectUnchanged = async (auditBefore: number) => {
  const ev = await as(owner, 'GET', `/api/evidence/${evidenceId}`);
  expect(ev.json().data.title).toBe('Mine');
  expect((await as(owner, 'GET', '/api/evidence')).json().data.total).toBe(1);
  expect((await storedFiles(env.dataDir, owner.user.organizationId)).stored).toEqual([evidenceId]);
  expect(await auditCount(app, owner)).toBe(auditBefore);
};

describe('evidence: outsiders', () => {
  it('anonymous callers get 401 on every route', async () => {
    const before = await auditCount(app, owner);
    for (const r of routes()) {
      expect((await as(null, r.method, r.url, r.payload)).statusCode, `${r.method} ${r.url}`).toBe(
        401,
      );
    }
    expect((await upload(app, null, [{ name: 'title', value: 'x' }, file])).statusCode).toBe(401);
    await expectUnchanged(before);
  });

  it('another organisation gets 404 on our ids, an empty list, and stores nothing of ours', async () => {
    const before = await auditCount(app, owner);
    for (const r of routes().slice(1)) {
      expect(
        (await as(stranger, r.method, r.url, r.payload)).statusCode,
        `${r.method} ${r.url}`,
      ).toBe(404);
    }
    expect((await as(stranger, 'GET', '/api/evidence')).json().data).toEqual({
      items: [],
      total: 0,
      nextCursor: null,
    });
    // Naming our organisation in the header does not let them in.
    const { payload, headers } = multipartBody([{ name: 'title', value: 'x' }, file]);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/evidence',
      payload,
      headers: {
        ...headers,
        cookie: stranger.cookie,
        'organization-id': owner.user.organizationId,
      },
    });
    expect(forged.statusCode).toBe(403);
    await expectUnchanged(before);
  });

  it('an auditor reads and downloads but gets 403 on every write', async () => {
    const before = await auditCount(app, owner);
    const ev = await as(auditor, 'GET', `/api/evidence/${evidenceId}`);
    expect(ev.json().data.abilities).toEqual({ update: false, delete: false });
    expect((await as(auditor, 'GET', `/api/evidence/${evidenceId}/download`)).statusCode).toBe(200);
    for (const r of routes().filter((x) => x.write)) {
      expect(
        (await as(auditor, r.method, r.url, r.payload)).statusCode,
        `${r.method} ${r.url}`,
      ).toBe(403);
    }
    expect((await upload(app, auditor, [{ name: 'title', value: 'x' }, file])).statusCode).toBe(
      403,
    );
    await expectUnchanged(before);
  });
});
