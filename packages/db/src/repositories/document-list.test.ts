import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { newId } from '../ids.ts';
import { evidence } from '../schema/index.ts';
import { testDatabase } from '../testing/index.ts';
import { listDocumentRows, type DocumentListQuery } from './document-list.ts';
import {
  deleteDocumentRow,
  insertDocument,
  insertDocumentVersion,
  updateDocumentRow,
} from './documents.ts';
import { upsertFileText } from './file-texts.ts';
import { insertOrganization } from './organizations.ts';

/**
 * The union of documents and evidence files: each branch filtered by the organisation it is
 * given, the text of files searched through their full-text index, needs-review by dates.
 */
let db: Db;
let a: string;
let b: string;
const now = new Date('2026-06-15T12:00:00.000Z');
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const query = (q: Partial<DocumentListQuery> = {}): DocumentListQuery => ({
  limit: 50,
  sortBy: 'title',
  sortDirection: 'asc',
  ...q,
});
const titles = async (org: string, q: Partial<DocumentListQuery> = {}) =>
  (await listDocumentRows(db, org, query(q), now)).rows.map((r) => `${r.source}:${r.title}`);

const addDocument = async (
  org: string,
  title: string,
  extra: { reviewDate?: Date; text?: string } = {},
) => {
  const id = newId('doc');
  await insertDocument(db, { id, organizationId: org, title, kind: 'policy' });
  const versionId = newId('dov');
  await insertDocumentVersion(db, {
    id: versionId,
    documentId: id,
    organizationId: org,
    number: 1,
    fileName: `${title}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: 1234,
    sha256: 'x',
    storage: 'local',
    storageKey: `${org}/${versionId}`,
  });
  await updateDocumentRow(db, org, id, {
    currentVersionId: versionId,
    reviewDate: extra.reviewDate ?? null,
  });
  if (extra.text) {
    await upsertFileText(db, {
      organizationId: org,
      target: { documentVersionId: versionId },
      status: 'extracted',
      note: null,
      text: extra.text,
      truncated: false,
    });
  }
  return id;
};

beforeAll(async () => {
  db = (await testDatabase()).db;
  a = (await insertOrganization(db, { id: newId('org'), name: 'Lister' })).id;
  b = (await insertOrganization(db, { id: newId('org'), name: 'Outsider' })).id;
  await addDocument(a, 'Access policy', { text: 'Passwords rotate every ninety days for quokkas' });
  await addDocument(a, 'Backup plan', { reviewDate: day('2026-06-01') });
  await addDocument(b, 'Their policy', { text: 'quokkas everywhere' });
  const evidenceId = newId('evd');
  await db.insert(evidence).values({
    id: evidenceId,
    organizationId: a,
    title: 'Firewall export',
    fileName: 'fw.csv',
    contentType: 'text/csv',
    sizeBytes: 99,
    sha256: 'y',
    storage: 'local',
    storageKey: `${a}/${evidenceId}`,
    expiresAt: day('2026-01-01'),
  });
  await upsertFileText(db, {
    organizationId: a,
    target: { evidenceId },
    status: 'extracted',
    note: null,
    text: 'deny all inbound',
    truncated: false,
  });
});

describe('the documents list', () => {
  it('holds the organisation’s documents and evidence, sorted and counted together', async () => {
    expect(await titles(a)).toEqual([
      'document:Access policy',
      'document:Backup plan',
      'evidence:Firewall export',
    ]);
    const first = await listDocumentRows(db, a, query({ limit: 2 }), now);
    expect(first.total).toBe(3);
    expect(first.rows[0]).toMatchObject({ fileName: 'Access policy.pdf', sizeBytes: 1234 });
    expect(first.rows[0]!.createdAt).toBeInstanceOf(Date);
    expect(first.nextCursor).not.toBeNull();
  });

  it('finds words inside the files, stemmed, and never another organisation’s', async () => {
    expect(await titles(a, { search: 'quokka' })).toEqual(['document:Access policy']);
    expect(await titles(a, { search: 'inbound' })).toEqual(['evidence:Firewall export']);
    expect(await titles(a, { search: 'backup' })).toEqual(['document:Backup plan']);
    expect(await titles(b, { search: 'quokka' })).toEqual(['document:Their policy']);
    expect(await titles(a, { search: '50% & | !' })).toEqual([]);
  });

  it('tells which rows need review: a review date come, an expiry passed', async () => {
    expect(await titles(a, { needsReview: true })).toEqual([
      'document:Backup plan',
      'evidence:Firewall export',
    ]);
    expect(await titles(a, { needsReview: false })).toEqual(['document:Access policy']);
  });

  it('filters by source, and a status or kind filter leaves evidence out', async () => {
    expect(await titles(a, { source: 'evidence' })).toEqual(['evidence:Firewall export']);
    expect(await titles(a, { status: ['draft'] })).toHaveLength(2);
    expect(await titles(a, { source: 'evidence', kind: ['policy'] })).toEqual([]);
  });

  it('deletes a document with its versions and texts, and not another organisation’s', async () => {
    const id = await addDocument(a, 'Temporary');
    expect(await deleteDocumentRow(db, b, id)).toBeNull();
    expect((await deleteDocumentRow(db, a, id))?.storageKeys).toHaveLength(1);
    expect(await titles(a, { search: 'Temporary' })).toEqual([]);
  });
});
