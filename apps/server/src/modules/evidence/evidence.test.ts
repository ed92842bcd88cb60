import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@rampart/db';
import { auditCount, buildOrg, type SignedIn } from '../../testing/factories.ts';
import {
  evidenceApp,
  insertAssessment,
  insertControl,
  insertControlTest,
  storedFiles,
  upload,
} from './evidence.fixtures.ts';
import { pdfBytes, pngBytes } from './multipart-body.ts';

let env: Awaited<ReturnType<typeof evidenceApp>>;
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  env = await evidenceApp();
  ({ app, database } = env);
});
afterAll(() => env.close());

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const call = (who: SignedIn, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: who.cookie } });

const uploadPdf = async (who: SignedIn, fields: Record<string, string> = {}) => {
  const res = await upload(app, who, [
    { name: 'title', value: fields.title ?? 'Access review Q1' },
    ...Object.entries(fields)
      .filter(([k]) => k !== 'title')
      .map(([name, value]) => ({ name, value })),
    { name: 'file', fileName: 'review.pdf', contentType: 'application/pdf', data: pdfBytes() },
  ]);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
};

describe('evidence', () => {
  it('uploads a PDF and a PNG and downloads them byte-identical', async () => {
    const owner = await buildOrg(app);
    for (const [fileName, contentType, data] of [
      ['review.pdf', 'application/pdf', pdfBytes()],
      ['screenshot.png', 'image/png', pngBytes()],
    ] as const) {
      const res = await upload(app, owner, [
        { name: 'file', fileName, contentType, data },
        { name: 'title', value: `Proof ${fileName}` },
        { name: 'description', value: 'Quarterly proof' },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const ev = res.json().data;
      expect(ev).toMatchObject({
        title: `Proof ${fileName}`,
        description: 'Quarterly proof',
        fileName,
        contentType,
        sizeBytes: data.length,
        sha256: sha256(data),
        expired: false,
        uploadedBy: { id: owner.user.id, name: owner.user.name },
        downloadUrl: `/api/evidence/${ev.id}/download`,
        abilities: { update: true, delete: true },
      });
      const file = await call(owner, 'GET', ev.downloadUrl);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(data)).toBe(true);
      expect(sha256(file.rawPayload)).toBe(ev.sha256);
      expect(file.headers['content-type']).toBe(contentType);
      expect(file.headers['content-disposition']).toContain(`filename="${fileName}"`);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
    const { stored, spooled } = await storedFiles(env.dataDir, owner.user.organizationId);
    expect(stored).toHaveLength(2);
    expect(spooled).toEqual([]);
  });

  it('accepts UTF-8 text by its name, refuses text that is not UTF-8', async () => {
    const owner = await buildOrg(app);
    const csv = Buffer.from('user,last login\nzoë,2024-01-02\n');
    const ok = await upload(app, owner, [
      { name: 'title', value: 'Users' },
      { name: 'file', fileName: 'users.csv', contentType: 'text/csv', data: csv },
    ]);
    expect(ok.json().data).toMatchObject({ contentType: 'text/csv', fileName: 'users.csv' });
    const file = await call(owner, 'GET', ok.json().data.downloadUrl);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const latin1 = await upload(app, owner, [
      { name: 'title', value: 'Users' },
      { name: 'file', fileName: 'users.csv', data: Buffer.from([0x7a, 0x6f, 0xeb, 0x0a]) },
    ]);
    expect(latin1.statusCode).toBe(400);
    expect(latin1.json().error.details[0].field).toBe('file');
  });

  it('computes expired, and checks the expiry is not before the effective date', async () => {
    const owner = await buildOrg(app);
    const past = await uploadPdf(owner, { effectiveDate: '2020-01-01', expiresAt: '2021-01-01' });
    const future = await uploadPdf(owner, { expiresAt: '2199-01-01' });
    expect(past).toMatchObject({ expired: true, effectiveDate: '2020-01-01T00:00:00.000Z' });
    expect(future.expired).toBe(false);
    const expired = await call(owner, 'GET', '/api/evidence?expired=true');
    expect(expired.json().data.items.map((e: { id: string }) => e.id)).toEqual([past.id]);

    const bad = await call(owner, 'PATCH', `/api/evidence/${future.id}`, {
      effectiveDate: '2199-06-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('expiresAt');
    const renewed = await call(owner, 'PATCH', `/api/evidence/${past.id}`, { expiresAt: null });
    expect(renewed.json().data).toMatchObject({ expired: false, expiresAt: null });
  });

  it('links to the organisation controls and tests only, naming the field', async () => {
    const owner = await buildOrg(app);
    const stranger = await buildOrg(app);
    const mine = await insertControl(database, owner.user.organizationId);
    const other = await insertControl(database, owner.user.organizationId);
    const theirs = await insertControl(database, stranger.user.organizationId);
    const test = await insertControlTest(database, owner.user.organizationId, mine);
    const before = await auditCount(app, owner);

    const refused = await upload(app, owner, [
      { name: 'title', value: 'x' },
      { name: 'controlId', value: theirs },
      { name: 'file', fileName: 'a.pdf', contentType: 'application/pdf', data: pdfBytes() },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      { field: 'controlId', message: 'Control not found in this organisation' },
    ]);
    expect(await auditCount(app, owner)).toBe(before);
    expect(await storedFiles(env.dataDir, owner.user.organizationId)).toEqual({
      stored: [],
      spooled: [],
    });

    // A test implies its control.
    const ev = await uploadPdf(owner, { controlTestId: test });
    expect(ev).toMatchObject({ controlId: mine, controlTestId: test });
    const wrong = await call(owner, 'PATCH', `/api/evidence/${ev.id}`, { controlId: theirs });
    expect(wrong.json().error.details[0].field).toBe('controlId');
    const mismatch = await call(owner, 'PATCH', `/api/evidence/${ev.id}`, {
      controlId: other,
      controlTestId: test,
    });
    expect(mismatch.json().error.details[0].field).toBe('controlTestId');
    const audit = await insertAssessment(database, owner.user.organizationId);
    const noAudit = await call(owner, 'PATCH', `/api/evidence/${ev.id}`, { assessmentId: 'asm_1' });
    expect(noAudit.json().error.details[0].field).toBe('assessmentId');
    const moved = await call(owner, 'PATCH', `/api/evidence/${ev.id}`, {
      controlId: other,
      assessmentId: audit,
    });
    expect(moved.json().data).toMatchObject({
      controlId: other,
      controlTestId: null,
      assessmentId: audit,
    });
    const list = await call(owner, 'GET', `/api/evidence?controlId=${other}&assessmentId=${audit}`);
    expect(list.json().data.total).toBe(1);
  });

  it('lists newest first in pages, updates and deletes with audit events', async () => {
    const owner = await buildOrg(app);
    const a = await uploadPdf(owner, { title: 'First' });
    const b = await uploadPdf(owner, { title: 'Second' });
    const c = await uploadPdf(owner, { title: 'Third' });
    const first = (await call(owner, 'GET', '/api/evidence?limit=2')).json().data;
    expect(first.items.map((e: { id: string }) => e.id)).toEqual([c.id, b.id]);
    expect(first.total).toBe(3);
    const second = (
      await call(owner, 'GET', `/api/evidence?limit=2&cursor=${first.nextCursor}`)
    ).json().data;
    expect(second.items.map((e: { id: string }) => e.id)).toEqual([a.id]);
    expect(second.nextCursor).toBeNull();
    expect((await call(owner, 'GET', '/api/evidence?search=secon')).json().data.total).toBe(1);
    expect((await call(owner, 'GET', '/api/evidence?limit=201')).statusCode).toBe(400);

    const patched = await call(owner, 'PATCH', `/api/evidence/${a.id}`, { title: '' });
    expect(patched.json().error.details[0].field).toBe('title');
    await call(owner, 'PATCH', `/api/evidence/${a.id}`, { title: 'Renamed' });
    const del = await call(owner, 'DELETE', `/api/evidence/${a.id}`);
    expect(del.json().data).toEqual({ deleted: [a.id] });
    expect((await call(owner, 'GET', `/api/evidence/${a.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', a.downloadUrl)).statusCode).toBe(404);
    const { stored } = await storedFiles(env.dataDir, owner.user.organizationId);
    expect(stored.sort()).toEqual([b.id, c.id].sort());
    const audit = await call(
      owner,
      'GET',
      `/api/audit-events?entityType=evidence&entityId=${a.id}`,
    );
    expect(audit.json().data.items.map((e: { action: string }) => e.action)).toEqual([
      'evidence.deleted',
      'evidence.updated',
      'evidence.uploaded',
    ]);
  });
});
