import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileColumns, ident, listTables, sqlRunner } from '@rampart/db/transfer';
import { readAllBytes } from '../platform/files/file-storage.ts';
import { s3FileStorage } from '../platform/files/s3-storage.ts';
import { startLocalS3, type LocalS3 } from '../testing/s3-server.ts';
import { copyInstallation } from './copy-installation.ts';
import { emptyInstallation, liveIn, type Installation } from './lived-in.fixtures.ts';

// migrate-to-postgres's copy with --move-files, between two embedded databases here (the copy
// onto the PostgreSQL server is ops-engines.test.ts): the files land in a real S3-compatible
// server and the rows say so.
let source: Installation;
let target: Installation;
let s3: LocalS3;
let spool: string;

beforeAll(async () => {
  source = await emptyInstallation();
  await liveIn(source);
  target = await emptyInstallation();
  s3 = await startLocalS3('rampart-move');
  spool = await mkdtemp(join(tmpdir(), 'rampart-move-spool-'));
}, 120_000);

afterAll(async () => {
  for (const i of [source, target]) {
    await i.database.close();
    await rm(i.dataDir, { recursive: true, force: true });
  }
  await s3.stop();
  await rm(spool, { recursive: true, force: true });
});

/** Every file a row names: its storage, and its bytes' digest read from that storage. */
const storedFiles = async (i: Installation, read: (key: string) => Promise<Buffer>) => {
  const run = sqlRunner(i.database.db);
  const found: string[] = [];
  for (const col of fileColumns(await listTables(run))) {
    const rows = await run<{ storage: string; key: string }>(
      `select ${ident(col.storage)} as storage, ${ident(col.key)} as key from ${ident(col.table)} where ${ident(col.key)} is not null`,
    );
    for (const r of rows) {
      const digest = createHash('sha256')
        .update(await read(r.key))
        .digest('hex');
      found.push(`${col.table} ${r.storage} ${r.key} ${digest}`);
    }
  }
  return found.sort();
};

describe('copying an installation with --move-files', () => {
  it('puts every stored file into S3 and the rows say s3', { timeout: 120_000 }, async () => {
    const bucket = s3FileStorage(s3.settings, spool);
    const result = await copyInstallation(source.database, target.database, {
      move: { from: source.storage, to: bucket },
    });
    expect(result.filesMoved).toBeGreaterThanOrEqual(4);
    const before = await storedFiles(source, async (key) =>
      readAllBytes(await source.storage.read(key)),
    );
    const after = await storedFiles(target, async (key) => readAllBytes(await bucket.read(key)));
    expect(before.length).toBeGreaterThanOrEqual(4);
    expect(before.every((line) => line.includes(' local '))).toBe(true);
    expect(after).toEqual(before.map((line) => line.replace(' local ', ' s3 ')));
  });
});
