import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { schema } from '@rampart/db';
import { listTables, sqlRunner } from '@rampart/db/transfer';
import { BackupRefused } from './archive-crypto.ts';
import type { BackupManifest } from './backup-manifest.ts';
import { parseBackupKey } from './backup-key.ts';
import { restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';
import {
  contentsOf,
  emptyInstallation,
  expectSameContents,
  liveIn,
  type Installation,
} from './lived-in.fixtures.ts';

let source: Installation;
/** Stays empty: every refusal is tried on it, and it must hold the same afterwards. */
let empty: Installation;
let emptyContents: Awaited<ReturnType<typeof contentsOf>>;
let work: string;
const KEY = parseBackupKey(Buffer.alloc(32, 7).toString('base64'))!;

const backupTo = async (name: string, key: Buffer | null = null) => {
  const path = join(work, name);
  const { manifest } = await writeBackup(
    source.database,
    source.storage,
    (archive) => pipeline(archive, createWriteStream(path)),
    { key },
  );
  return { path, manifest };
};

/** A copy of a plain archive with one entry's bytes changed by `change`. */
const rewritten = async (
  from: string,
  to: string,
  change: (name: string, bytes: Buffer) => Buffer | null,
) => {
  const extract = tar.extract();
  const pack = tar.pack();
  const writing = pipeline(pack, createGzip(), createWriteStream(to));
  extract.end(gunzipSync(await readFile(from)));
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const c of entry) chunks.push(c as Buffer);
    const bytes = change(entry.header.name, Buffer.concat(chunks));
    if (bytes) pack.entry({ name: entry.header.name, size: bytes.length }, bytes);
  }
  pack.finalize();
  await writing;
  return to;
};

/**
 * A backup whose checksums all pass but whose rows do not hold together: a risk of an
 * organisation that does not exist, with the manifest's sums made to match, so the foreign key
 * checked at the end of the load refuses it.
 */
const orphanArchive = async () => {
  const { path } = await backupTo('orphan.tar.gz');
  const sums = new Map<string, string>();
  const staged = await rewritten(path, join(work, 'orphan-staged.tar.gz'), (name, bytes) => {
    if (name !== 'tables/risks.ndjson') return bytes;
    const lines = bytes.toString('utf8').split('\n');
    const first = JSON.parse(lines[0]!) as Record<string, unknown>;
    lines[0] = JSON.stringify({ ...first, organization_id: 'org_nowhere' });
    const changed = Buffer.from(lines.join('\n'));
    sums.set(name, createHash('sha256').update(changed).digest('hex'));
    return changed;
  });
  return rewritten(staged, join(work, 'orphan-final.tar.gz'), (name, bytes) => {
    if (name !== 'manifest.json') return bytes;
    const m = JSON.parse(bytes.toString()) as BackupManifest;
    const tables = m.tables.map((t) =>
      t.name === 'risks' ? { ...t, sha256: sums.get('tables/risks.ndjson')! } : t,
    );
    return Buffer.from(JSON.stringify({ ...m, tables }));
  });
};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'rampart-backup-test-'));
  source = await emptyInstallation();
  await liveIn(source);
  empty = await emptyInstallation();
  emptyContents = await contentsOf(empty);
}, 120_000);

afterAll(async () => {
  for (const installation of [source, empty]) {
    await installation.database.close();
    await rm(installation.dataDir, { recursive: true, force: true });
  }
  await rm(work, { recursive: true, force: true });
});

/** Refused, with nothing written: the empty installation holds what it held before. */
const refusedInto = async (archive: string, key: Buffer | null, message: RegExp) => {
  const refusal = await restoreBackup(empty.database, empty.storage, archive, { key }).catch(
    (e: unknown) => e,
  );
  expect(refusal).toBeInstanceOf(BackupRefused);
  expect((refusal as Error).message).toMatch(message);
  expect(await contentsOf(empty)).toEqual(emptyContents);
};

describe('backup and restore', () => {
  it(
    'restores a lived-in organisation into an empty installation: every table and file equal',
    { timeout: 120_000 },
    async () => {
      const { path, manifest } = await backupTo('plain.tar.gz');
      expect(manifest.files.length).toBeGreaterThanOrEqual(4);
      expect(manifest.missingFiles).toEqual([]);
      expect(manifest.tables.find((t) => t.name === 'risk_history')!.rows).toBeGreaterThan(2);
      const target = await emptyInstallation();
      try {
        await restoreBackup(target.database, target.storage, path);
        await expectSameContents(source, target);
        // A second restore without --replace is refused: the installation is no longer empty.
        const again = await restoreBackup(target.database, target.storage, path).catch(
          (e: unknown) => e,
        );
        expect((again as Error).message).toMatch(
          /not empty \(1 organisations, 2 users\).*--replace/,
        );
        await restoreBackup(target.database, target.storage, path, { replace: true });
        await expectSameContents(source, target);
      } finally {
        await target.database.close();
        await rm(target.dataDir, { recursive: true, force: true });
      }
    },
  );

  it(
    'restores an encrypted archive with its key, and refuses a wrong or missing key',
    { timeout: 120_000 },
    async () => {
      const { path } = await backupTo('sealed.tar.gz.enc', KEY);
      expect((await readFile(path)).subarray(0, 7).toString()).toBe('RAMPART');
      await refusedInto(path, null, /encrypted: set BACKUP_KEY/);
      await refusedInto(path, Buffer.alloc(32, 8), /does not open with this BACKUP_KEY/);
      const bytes = await readFile(path);
      bytes[bytes.length >> 1]! ^= 1;
      await writeFile(join(work, 'flipped.enc'), bytes);
      await refusedInto(join(work, 'flipped.enc'), KEY, /does not open with this BACKUP_KEY/);
      const target = await emptyInstallation();
      try {
        await restoreBackup(target.database, target.storage, path, { key: KEY });
        await expectSameContents(source, target);
      } finally {
        await target.database.close();
        await rm(target.dataDir, { recursive: true, force: true });
      }
    },
  );

  it(
    'refuses another schema version, a changed table or file, and a cut archive',
    { timeout: 120_000 },
    async () => {
      const { path, manifest } = await backupTo('original.tar.gz');
      const older = await rewritten(path, join(work, 'older.tar.gz'), (name, bytes) =>
        name === 'manifest.json'
          ? Buffer.from(
              JSON.stringify({
                ...JSON.parse(bytes.toString()),
                schemaVersion: '0038_trust_questionnaires',
              }),
            )
          : bytes,
      );
      await refusedInto(
        older,
        null,
        new RegExp(
          `schema version 0038_trust_questionnaires, but this Rampart's is ${manifest.schemaVersion}`,
        ),
      );
      const risks = await rewritten(path, join(work, 'risks.tar.gz'), (name, bytes) => {
        if (name !== 'tables/risks.ndjson') return bytes;
        const copy = Buffer.from(bytes);
        copy[copy.indexOf('Phishing')] = 'f'.charCodeAt(0);
        return copy;
      });
      await refusedInto(risks, null, /Checksum mismatch in tables\/risks\.ndjson/);
      const file = `files/${manifest.files[0]!.key}`;
      const changedFile = await rewritten(path, join(work, 'file.tar.gz'), (name, bytes) =>
        name === file ? Buffer.concat([bytes, Buffer.from('x')]) : bytes,
      );
      await refusedInto(changedFile, null, /Checksum mismatch in files\//);
      const dropped = await rewritten(path, join(work, 'dropped.tar.gz'), (name, bytes) =>
        name === file ? null : bytes,
      );
      await refusedInto(dropped, null, /The backup is missing files\//);
      const cut = await readFile(path);
      await writeFile(join(work, 'cut.tar.gz'), cut.subarray(0, cut.length >> 1));
      await refusedInto(join(work, 'cut.tar.gz'), null, /damaged|no manifest/);
    },
  );

  it(
    'rolls back and removes the files it stored when the rows do not hold together',
    { timeout: 120_000 },
    async () => {
      const failure = await restoreBackup(
        empty.database,
        empty.storage,
        await orphanArchive(),
      ).catch((e: unknown) => e);
      expect(String(failure)).toMatch(/foreign key|violates/i);
      expect(await contentsOf(empty)).toEqual(emptyContents);
    },
  );

  it(
    'a failed --replace leaves the installation as it was, files stored under the same keys included',
    { timeout: 120_000 },
    async () => {
      const { path } = await backupTo('before-replace.tar.gz');
      const target = await emptyInstallation();
      try {
        await restoreBackup(target.database, target.storage, path);
        const before = await contentsOf(target);
        // The orphan archive holds the same files under the same keys: each is put over the
        // installation's own, and the failed load must put the installation's back.
        const failure = await restoreBackup(
          target.database,
          target.storage,
          await orphanArchive(),
          {
            replace: true,
          },
        ).catch((e: unknown) => e);
        expect(String(failure)).toMatch(/foreign key|violates/i);
        expect(await contentsOf(target)).toEqual(before);
        expect(Object.keys(before.files).length).toBeGreaterThanOrEqual(4);
      } finally {
        await target.database.close();
        await rm(target.dataDir, { recursive: true, force: true });
      }
    },
  );

  it('dumps every table of the drizzle schema, and no other', async () => {
    const declared = Object.values(schema)
      .filter((t) => is(t, PgTable))
      .map((t) => getTableConfig(t as PgTable).name)
      .sort();
    const listed = (await listTables(sqlRunner(source.database.db))).map((t) => t.name).sort();
    expect(listed).toEqual(declared);
  });

  it('refuses a BACKUP_KEY that is not 32 bytes', () => {
    expect(() => parseBackupKey('short')).toThrow(/BACKUP_KEY must be 32 bytes/);
    expect(parseBackupKey('ab'.repeat(32))).toHaveLength(32);
    expect(parseBackupKey(undefined)).toBeNull();
  });
});
