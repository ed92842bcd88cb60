import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { openDatabase, type Database } from '@rampart/db';
import { listTables, sqlRunner, sumTable, prepareSession } from '@rampart/db/transfer';
import { buildApp } from '../app.ts';
import { createFileStorage } from '../platform/files/create-file-storage.ts';
import { multipartBody, pdfBytes, pngBytes } from '../modules/evidence/multipart-body.ts';
import { createDocumentAs, pdfPart } from '../modules/documents/document-test-kit.ts';
import { TEST_ORIGIN, testConfig } from '../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../testing/factories.ts';

// Installations of the backup tests: each its own database and data folder.

export type Installation = {
  database: Database;
  dataDir: string;
  config: ReturnType<typeof testConfig>;
  storage: ReturnType<typeof createFileStorage>;
};

/** A migrated installation holding the shipped library only (in memory, or at `url`). */
export const emptyInstallation = async (url?: string): Promise<Installation> => {
  const database = await openDatabase(url ? { url, poolSize: 2 } : {});
  await database.migrate();
  const dataDir = await mkdtemp(join(tmpdir(), 'rampart-ops-'));
  const config = testConfig({ DATA_DIR: dataDir });
  return { database, dataDir, config, storage: createFileStorage(config) };
};

export const call = async (
  app: Awaited<ReturnType<typeof buildApp>>,
  who: SignedIn,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload: object,
) => {
  const res = await app.inject({
    method,
    url,
    payload,
    headers: { cookie: who.cookie, origin: TEST_ORIGIN },
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
};

const form = async (
  app: Awaited<ReturnType<typeof buildApp>>,
  who: SignedIn,
  method: 'POST' | 'PUT',
  url: string,
  parts: Parameters<typeof multipartBody>[0],
) => {
  const { payload, headers } = multipartBody(parts);
  const res = await app.inject({
    method,
    url,
    payload,
    headers: { ...headers, cookie: who.cookie, origin: TEST_ORIGIN },
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
};

/**
 * An organisation with people, risks moved over time (history rows written by triggers), and
 * stored files of several kinds: evidence (PDF and PNG), a policy document, a trust centre logo.
 */
export const liveIn = async (
  installation: Installation,
  /** More of a life, added by the owner before the app closes. */
  more?: (app: Awaited<ReturnType<typeof buildApp>>, owner: SignedIn) => Promise<void>,
): Promise<void> => {
  const app = await buildApp({
    config: installation.config,
    database: installation.database,
    mailer: null,
  });
  try {
    const owner = await buildOrg(app, { organizationName: 'Backed Up Ltd' });
    await buildMember(app, owner, 'admin', 'Ada Admin');
    for (const title of ['Phishing', 'Ransomware']) {
      const risk = await call(app, owner, 'POST', '/api/risks', {
        title,
        likelihood: 3,
        impact: 4,
      });
      await call(app, owner, 'PATCH', `/api/risks/${risk.id}`, { likelihood: 2 });
    }
    await form(app, owner, 'POST', '/api/evidence', [
      { name: 'title', value: 'Pen test report' },
      {
        name: 'file',
        fileName: 'pentest.pdf',
        contentType: 'application/pdf',
        data: pdfBytes('Pen test'),
      },
    ]);
    await form(app, owner, 'POST', '/api/evidence', [
      { name: 'title', value: 'MFA screenshot' },
      { name: 'file', fileName: 'mfa.png', contentType: 'image/png', data: pngBytes() },
    ]);
    await createDocumentAs(
      app,
      owner,
      { title: 'Access policy', kind: 'policy' },
      pdfPart('access.pdf', pdfBytes('Access')),
    );
    await call(app, owner, 'PUT', '/api/trust-center', {
      slug: `backed-up-${process.pid}`,
      title: 'Backed Up',
      legalName: '',
      overview: '',
      contactEmail: '',
      live: true,
    });
    await form(app, owner, 'PUT', '/api/trust-center/logo', [
      { name: 'file', fileName: 'logo.png', contentType: 'image/png', data: pngBytes() },
    ]);
    await more?.(app, owner);
  } finally {
    await app.close();
  }
};

/** Every table's rows (count and checksum) and every stored file's bytes, to compare two. */
export const contentsOf = async (installation: Installation) => {
  const tables = await installation.database.db.transaction(async (tx) => {
    const run = sqlRunner(tx);
    await prepareSession(run);
    const sums: Record<string, string> = {};
    for (const t of await listTables(run)) {
      const s = await sumTable(run, t);
      sums[t.name] = `${s.rows} ${s.sha256}`;
    }
    return sums;
  });
  const root = join(installation.dataDir, 'evidence');
  const files: Record<string, string> = {};
  for (const org of await readdir(root).catch(() => [] as string[])) {
    if (org.startsWith('.')) continue;
    for (const id of await readdir(join(root, org))) {
      files[`${org}/${id}`] = (await readFile(join(root, org, id))).toString('base64');
    }
  }
  return { tables, files };
};

export const expectSameContents = async (a: Installation, b: Installation) => {
  const [left, right] = [await contentsOf(a), await contentsOf(b)];
  expect(Object.keys(left.files).length).toBeGreaterThanOrEqual(4);
  expect(right.tables).toEqual(left.tables);
  expect(right.files).toEqual(left.files);
};
