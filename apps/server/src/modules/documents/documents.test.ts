import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, fieldsOf } from '../../testing/calls.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { evidenceApp, storedFiles } from '../evidence/evidence.fixtures.ts';
import { exeBytes, pdfBytes, pngBytes } from '../evidence/multipart-body.ts';
import { createDocumentAs, pdfPart, postDocument, postVersion } from './document-test-kit.ts';

let env: Awaited<ReturnType<typeof evidenceApp>>;
let app: FastifyInstance;
beforeAll(async () => {
  env = await evidenceApp();
  app = env.app;
});
afterAll(() => env.close());

const jobCount = async (organizationId: string) =>
  (
    await env.database.raw<{ n: number }>(
      `select count(*)::int as n from jobs where organization_id = $1 and kind = 'file_text'`,
      [organizationId],
    )
  )[0]!.n;

describe('creating a document', () => {
  it('stores the first file as version 1 of a draft, with its owner, dates and text job', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member', 'Mira Member');
    const before = await auditCount(app, owner);
    const doc = await createDocumentAs(app, owner, {
      title: 'Access control policy',
      kind: 'policy',
      description: 'Who gets access to what',
      ownerUserId: member.user.id,
      reviewDate: '2030-01-31',
      expiresAt: '2031-01-31',
      note: 'First issue',
    });
    expect(doc).toMatchObject({
      title: 'Access control policy',
      kind: 'policy',
      status: 'draft',
      owner: { id: member.user.id, name: 'Mira Member' },
      reviewDate: '2030-01-31T00:00:00.000Z',
      expiresAt: '2031-01-31T00:00:00.000Z',
      needsReview: false,
      submittedBy: null,
      approvedBy: null,
      abilities: { update: true, submit: true, approve: false, requestChanges: false },
    });
    expect(doc.versions).toEqual([
      expect.objectContaining({
        number: 1,
        fileName: 'policy.pdf',
        contentType: 'application/pdf',
        sizeBytes: pdfBytes().length,
        note: 'First issue',
        current: true,
        text: { status: 'pending', note: null },
      }),
    ]);
    expect(await auditCount(app, owner)).toBe(before + 1);
    expect(await jobCount(owner.user.organizationId)).toBe(1);
    const { stored } = await storedFiles(env.dataDir, owner.user.organizationId);
    expect(stored).toEqual([doc.versions[0]!.id]);
  });

  it('refuses bad input with a 400 naming the field, and leaves nothing behind', async () => {
    const owner = await buildOrg(app);
    const stranger = await buildOrg(app);
    const theirs = await createDocumentAs(app, stranger, { title: 'Theirs' });
    const cases: [Record<string, string>, ReturnType<typeof pdfPart> | null, string][] = [
      [{}, pdfPart(), 'title'],
      [{ title: 'No file' }, null, 'file'],
      [{ title: 'Bad kind', kind: 'novel' }, pdfPart(), 'kind'],
      [{ title: 'Odd field', colour: 'red' }, pdfPart(), 'colour'],
      [{ title: 'Bad date', reviewDate: '2026-02-30' }, pdfPart(), 'reviewDate'],
      [
        { title: 'Order', reviewDate: '2027-01-01', expiresAt: '2026-01-01' },
        pdfPart(),
        'expiresAt',
      ],
      [{ title: 'Owner', ownerUserId: stranger.user.id }, pdfPart(), 'ownerUserId'],
      [{ title: 'Link', controlId: 'ctl_nope' }, pdfPart(), 'controlId'],
      [{ title: 'Link', vendorId: String(theirs.id) }, pdfPart(), 'vendorId'],
      [{ title: 'Exe' }, pdfPart('tool.pdf', exeBytes()), 'file'],
      [{ title: 'Liar' }, pdfPart('chart.pdf', pngBytes()), 'file'],
    ];
    const before = await auditCount(app, owner);
    for (const [fields, file, field] of cases) {
      const res = await postDocument(app, owner, fields, file);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(fieldsOf(res)).toContain(field);
    }
    expect((await call(app, owner, 'GET', '/api/documents')).json().data.total).toBe(0);
    expect(await storedFiles(env.dataDir, owner.user.organizationId)).toEqual({
      stored: [],
      spooled: [],
    });
    expect(await auditCount(app, owner)).toBe(before);
    expect(await jobCount(owner.user.organizationId)).toBe(0);
  });
});

describe('versions', () => {
  let owner: SignedIn;
  beforeAll(async () => {
    owner = await buildOrg(app);
  });

  it('numbers new files, keeps the old ones downloadable byte for byte', async () => {
    const first = pdfBytes('first issue');
    const doc = await createDocumentAs(
      app,
      owner,
      { title: 'Backup procedure' },
      pdfPart('v1.pdf', first),
    );
    const second = pdfBytes('second issue, longer');
    const res = await postVersion(app, owner, doc.id, pdfPart('v2.pdf', second), {
      note: 'Yearly update',
    });
    expect(res.statusCode, res.body).toBe(200);
    const versions = res.json().data.versions;
    expect(
      versions.map((v: { number: number; current: boolean; note: string }) => [
        v.number,
        v.current,
        v.note,
      ]),
    ).toEqual([
      [2, true, 'Yearly update'],
      [1, false, ''],
    ]);
    const old = await call(app, owner, 'GET', versions[1].downloadUrl);
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(first)).toBe(true);
    expect(old.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="v1.pdf"; filename*=UTF-8''v1.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect((await call(app, owner, 'GET', versions[0].downloadUrl)).rawPayload.equals(second)).toBe(
      true,
    );
    // A version of another document is not found under this one.
    const other = await createDocumentAs(app, owner, { title: 'Other' });
    const crossed = `/api/documents/${other.id}/versions/${versions[1].id}/file`;
    expect((await call(app, owner, 'GET', crossed)).statusCode).toBe(404);
  });

  it('refuses a bad file and leaves the document as it was', async () => {
    const doc = await createDocumentAs(app, owner, { title: 'Kept as is' });
    const before = await auditCount(app, owner);
    const bad = await postVersion(app, owner, doc.id, pdfPart('x.pdf', exeBytes()));
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['file']);
    const missing = await postVersion(app, owner, doc.id, null, { note: 'no file' });
    expect(fieldsOf(missing)).toEqual(['file']);
    expect((await postVersion(app, owner, 'doc_nope')).statusCode).toBe(404);
    const after = (await call(app, owner, 'GET', `/api/documents/${doc.id}`)).json().data;
    expect(after.versions).toHaveLength(1);
    expect(await auditCount(app, owner)).toBe(before);
  });
});

describe('editing and deleting', () => {
  it('changes the details (the approval stands) and clears dates with null', async () => {
    const owner = await buildOrg(app);
    const doc = await createDocumentAs(app, owner, { title: 'Draft', reviewDate: '2030-01-01' });
    const res = await call(app, owner, 'PATCH', `/api/documents/${doc.id}`, {
      title: 'Incident response plan',
      kind: 'plan',
      reviewDate: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Incident response plan',
      kind: 'plan',
      reviewDate: null,
    });
    const bad = await call(app, owner, 'PATCH', `/api/documents/${doc.id}`, {
      reviewDate: '2030-01-01',
      expiresAt: '2029-01-01',
    });
    expect(fieldsOf(bad)).toEqual(['expiresAt']);
    expect(fieldsOf(await call(app, owner, 'PATCH', `/api/documents/${doc.id}`, {}))).toEqual([
      'body',
    ]);
  });

  it('deletes the document with every version file', async () => {
    const owner = await buildOrg(app);
    const doc = await createDocumentAs(app, owner, { title: 'Gone soon' });
    await postVersion(app, owner, doc.id);
    expect((await storedFiles(env.dataDir, owner.user.organizationId)).stored).toHaveLength(2);
    const res = await call(app, owner, 'DELETE', `/api/documents/${doc.id}`);
    expect(res.json().data).toEqual({ deleted: [doc.id] });
    expect((await storedFiles(env.dataDir, owner.user.organizationId)).stored).toEqual([]);
    expect((await call(app, owner, 'GET', `/api/documents/${doc.id}`)).statusCode).toBe(404);
  });
});
