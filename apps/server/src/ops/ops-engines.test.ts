// Moving an embedded installation to PostgreSQL, and a PostgreSQL backup restored into the
// embedded engine: the dumps print alike on PostgreSQL 17 (PGlite) and the server's version,
// so the checksums compare across engines. Each run makes its own database on the server at
// DATABASE_URL and drops it after; `npm run test:db` runs it.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBackupStore } from '../platform/files/backup-store.ts';
import { copyInstallation } from './copy-installation.ts';
import { runScheduledBackup } from './scheduled-backups.ts';
import { restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';
import {
  emptyInstallation,
  expectSameContents,
  liveIn,
  type Installation,
} from './lived-in.fixtures.ts';

const { DATABASE_URL } = process.env;

describe.skipIf(!DATABASE_URL)('embedded → PostgreSQL → embedded', () => {
  const name = `rampart_ops_${process.pid}_${Date.now().toString(36)}`;
  let admin: pg.Client;
  let source: Installation;
  let onServer: Installation;
  let work: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(DATABASE_URL!);
    url.pathname = `/${name}`;
    source = await emptyInstallation();
    await liveIn(source);
    const target = await emptyInstallation(url.toString());
    // Files stay where they are: the server installation reads the same folder.
    onServer = {
      ...target,
      dataDir: source.dataDir,
      config: source.config,
      storage: source.storage,
    };
    await rm(target.dataDir, { recursive: true, force: true });
    work = await mkdtemp(join(tmpdir(), 'rampart-ops-engines-'));
  }, 180_000);

  afterAll(async () => {
    await onServer?.database.close();
    await source?.database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(source.dataDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  });

  it(
    'copies every table with counts and checksums verified on the server',
    { timeout: 180_000 },
    async () => {
      const result = await copyInstallation(source.database, onServer.database);
      expect(result.tables.length).toBeGreaterThan(50);
      for (const t of result.tables) {
        expect([t.name, t.targetRows, t.targetSha256]).toEqual([
          t.name,
          t.sourceRows,
          t.sourceSha256,
        ]);
      }
      expect(result.tables.find((t) => t.name === 'organizations')!.targetRows).toBe(1);
      await expectSameContents(source, onServer);
      const again = await copyInstallation(source.database, onServer.database).catch(
        (e: unknown) => e,
      );
      expect((again as Error).message).toMatch(/not empty \(1 organisations, 2 users\)$/);
    },
  );

  it(
    'restores a backup taken on PostgreSQL into the embedded engine',
    { timeout: 180_000 },
    async () => {
      const path = join(work, 'server.tar.gz');
      const { manifest } = await writeBackup(onServer.database, onServer.storage, (archive) =>
        pipeline(archive, createWriteStream(path)),
      );
      expect(manifest.sourceEngine).toBe('postgres');
      const embedded = await emptyInstallation();
      try {
        await restoreBackup(embedded.database, embedded.storage, path);
        await expectSameContents(onServer, embedded);
      } finally {
        await embedded.database.close();
        await rm(embedded.dataDir, { recursive: true, force: true });
      }
    },
  );
});

describe.skipIf(!DATABASE_URL)('scheduled backups on PostgreSQL', () => {
  it(
    'two processes take one backup per interval (the advisory lock)',
    { timeout: 120_000 },
    async () => {
      const name = `rampart_sched_${process.pid}_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(DATABASE_URL!);
      url.pathname = `/${name}`;
      // Two Database objects, as two processes have: only the lock keeps them from both backing up.
      const [one, two] = [
        await emptyInstallation(url.toString()),
        await emptyInstallation(url.toString()),
      ];
      const dir = await mkdtemp(join(tmpdir(), 'rampart-sched-pg-'));
      try {
        const store = localBackupStore(dir);
        const runner = (i: Installation) => ({
          database: i.database,
          storage: i.storage,
          store,
          settings: { key: null, intervalHours: 24, keep: 14 },
          log: { info: () => undefined, warn: () => undefined },
        });
        const now = new Date();
        const taken = await Promise.all([
          runScheduledBackup(runner(one), now),
          runScheduledBackup(runner(two), now),
        ]);
        expect(taken.filter((t) => t !== null)).toHaveLength(1);
        expect(await store.list()).toHaveLength(1);
      } finally {
        for (const i of [one, two]) {
          await i.database.close();
          await rm(i.dataDir, { recursive: true, force: true });
        }
        await rm(dir, { recursive: true, force: true });
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});

describe.skipIf(Boolean(DATABASE_URL))('embedded → PostgreSQL → embedded', () => {
  it.skip('skipped: set DATABASE_URL (npm run test:db does in CI)', () => {});
});
