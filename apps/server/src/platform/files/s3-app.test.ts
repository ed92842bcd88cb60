import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { multipartBody, pdfBytes, type Part } from '../../modules/evidence/multipart-body.ts';
import { TEST_ORIGIN, testConfig } from '../../testing/app.ts';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';
import { startLocalS3, type LocalS3 } from '../../testing/s3-server.ts';
import { s3ClientOptions } from './s3-storage.ts';

// The app configured with S3_* against a local S3-compatible server: every kind of stored file
// goes to the bucket under evidence/<org>/<id> (decision 027), comes back byte for byte, and
// leaves the bucket when deleted. Nothing lands in DATA_DIR/evidence but the spool, emptied.
const BIG = 30 * 1024 * 1024;

let s3: LocalS3;
let client: S3Client;
let dataDir: string;
let database: Database;
let app: FastifyInstance;
let owner: SignedIn;
beforeAll(async () => {
  s3 = await startLocalS3('rampart-app');
  client = new S3Client(s3ClientOptions(s3.settings));
  dataDir = await mkdtemp(join(tmpdir(), 'rampart-s3-app-'));
  database = await testDatabase();
  const config = testConfig({
    DATA_DIR: dataDir,
    EVIDENCE_MAX_BYTES: String(BIG + 1024),
    ...s3.env,
  });
  app = await buildApp({ config, database, mailer: null });
  owner = await buildOrg(app);
});
afterAll(async () => {
  await app?.close();
  client?.destroy();
  await s3?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const headers = () => ({ origin: TEST_ORIGIN, cookie: owner.cookie });

const post = async (url: string, parts: Part[]) => {
  const form = multipartBody(parts);
  const res = await app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...headers() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const download = async (url: string) => {
  const res = await app.inject({ url, headers: headers() });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
};

const remove = async (url: string) => {
  const res = await app.inject({ method: 'DELETE', url, headers: headers() });
  expect(res.statusCode, res.body).toBe(200);
};

const objectsOfOrg = async () => {
  const out = await client.send(
    new ListObjectsV2Command({
      Bucket: s3.bucket,
      Prefix: `evidence/${owner.user.organizationId}/`,
    }),
  );
  return (out.Contents ?? []).map((o) => o.Key!).sort();
};

const exists = (key: string) =>
  client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `evidence/${key}` })).then(
    () => true,
    () => false,
  );

const filePart = (fileName: string, contentType: string, data: Buffer): Part => ({
  name: 'file',
  fileName,
  contentType,
  data,
});

describe('stored files in S3', () => {
  it('keeps evidence, document versions and customer questionnaires in the bucket', async () => {
    const evidenceBytes = pdfBytes('Evidence in a bucket');
    const evidence = await post('/api/evidence', [
      { name: 'title', value: 'Access review' },
      filePart('review.pdf', 'application/pdf', evidenceBytes),
    ]);
    const v1 = pdfBytes('Policy v1');
    const v2 = pdfBytes('Policy v2');
    const doc = await post('/api/documents', [
      { name: 'title', value: 'Access policy' },
      filePart('policy.pdf', 'application/pdf', v1),
    ]);
    const second = await post(`/api/documents/${doc.id}/versions`, [
      filePart('policy-2.pdf', 'application/pdf', v2),
    ]);
    const csv = Buffer.from('Do you encrypt data at rest?\nDo you review access quarterly?\n');
    const incoming = await post('/api/questionnaires/incoming', [
      filePart('customer.csv', 'text/csv', csv),
    ]);

    // Downloads stream the stored bytes back.
    expect(await download(`/api/evidence/${evidence.id}/download`)).toEqual(evidenceBytes);
    const versions = await database.db
      .select()
      .from(schema.documentVersions)
      .where(eq(schema.documentVersions.documentId, doc.id));
    const byNumber = new Map(versions.map((v) => [v.number, v]));
    expect(byNumber.size).toBe(2);
    for (const [n, bytes] of [
      [1, v1],
      [2, v2],
    ] as const) {
      const id = byNumber.get(n)!.id;
      expect(await download(`/api/documents/${doc.id}/versions/${id}/file`)).toEqual(bytes);
    }
    expect(second).toBeTruthy();
    expect(await download(`/api/questionnaires/incoming/${incoming.id}/file`)).toEqual(csv);

    // Each row says s3, and its object is evidence/<its key>.
    const [evidenceRow] = await database.db
      .select()
      .from(schema.evidence)
      .where(eq(schema.evidence.id, evidence.id));
    const [incomingRow] = await database.db
      .select()
      .from(schema.incomingQuestionnaires)
      .where(eq(schema.incomingQuestionnaires.id, incoming.id));
    const rows = [evidenceRow!, ...versions, incomingRow!];
    expect(rows.map((r) => r.storage)).toEqual(['s3', 's3', 's3', 's3']);
    expect(await objectsOfOrg()).toEqual(rows.map((r) => `evidence/${r.storageKey}`).sort());
    expect(rows.every((r) => r.storageKey.startsWith(`${owner.user.organizationId}/`))).toBe(true);
    // Nothing stored in the data folder: only the spool, and it is empty.
    expect(await readdir(join(dataDir, 'evidence'))).toEqual(['.incoming']);
    expect(await readdir(join(dataDir, 'evidence', '.incoming'))).toEqual([]);

    // Deleting removes the objects.
    await remove(`/api/evidence/${evidence.id}`);
    expect(await exists(evidenceRow!.storageKey)).toBe(false);
    await remove(`/api/documents/${doc.id}`);
    for (const v of versions) expect(await exists(v.storageKey)).toBe(false);
    await remove(`/api/questionnaires/incoming/${incoming.id}`);
    expect(await exists(incomingRow!.storageKey)).toBe(false);
    expect(await objectsOfOrg()).toEqual([]);
  });

  it('round-trips a 30 MiB upload through the bucket, byte for byte', async () => {
    // Text lines that differ, so a shifted or repeated chunk would change the hash.
    const lines: string[] = [];
    let size = 0;
    for (let i = 0; size < BIG; i += 1) {
      const line = `line ${i} of the big evidence file, ${(i * 2654435761) % 1000003}\n`;
      lines.push(line);
      size += line.length;
    }
    const bytes = Buffer.from(lines.join('')).subarray(0, BIG);
    const evidence = await post('/api/evidence', [
      { name: 'title', value: 'Big log' },
      filePart('big.txt', 'text/plain', bytes),
    ]);
    const back = await download(`/api/evidence/${evidence.id}/download`);
    expect(back.length).toBe(BIG);
    expect(sha(back)).toBe(sha(bytes));
    await remove(`/api/evidence/${evidence.id}`);
  });
});
