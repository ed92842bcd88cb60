import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBackupStore, type BackupStore } from '../platform/files/backup-store.ts';
import { backupJobs } from './backup-jobs.ts';
import { runScheduledBackup, type ScheduledBackupDeps } from './scheduled-backups.ts';
import { emptyInstallation, type Installation } from './lived-in.fixtures.ts';

const HOUR = 3_600_000;
const quiet = { info: () => undefined, warn: () => undefined };
let installation: Installation;
let dir: string;
let store: BackupStore;

beforeAll(async () => {
  installation = await emptyInstallation();
  dir = await mkdtemp(join(tmpdir(), 'rampart-scheduled-'));
  store = localBackupStore(dir);
}, 60_000);

afterAll(async () => {
  await installation.database.close();
  await rm(installation.dataDir, { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
});

/** One runner of the schedule, as each process has. */
const runner = (keep: number): ScheduledBackupDeps => ({
  database: installation.database,
  storage: installation.storage,
  store,
  settings: { key: null, intervalHours: 24, keep },
  log: quiet,
});

describe('scheduled backups', () => {
  it(
    'takes one backup per interval however many runners, and keeps the newest N',
    { timeout: 120_000 },
    async () => {
      const start = new Date();
      const [a, b] = [runner(3), runner(3)];
      const both = await Promise.all([runScheduledBackup(a, start), runScheduledBackup(b, start)]);
      expect(both.filter((s) => s !== null)).toHaveLength(1);
      expect(await store.list()).toHaveLength(1);
      // Not yet due an hour later, by either runner.
      expect(await runScheduledBackup(b, new Date(start.getTime() + HOUR))).toBeNull();
      expect(await runScheduledBackup(a, new Date(start.getTime() + HOUR))).toBeNull();
      expect(await store.list()).toHaveLength(1);

      // The store's newest is its record: later days each take one, and only 3 are kept.
      const days = [1, 2, 3, 4].map((d) => new Date(start.getTime() + d * 24 * HOUR));
      for (const day of days) {
        // The files' times are the real clock's: the newest is older than a day "later" today.
        const taken = await Promise.all([runScheduledBackup(a, day), runScheduledBackup(b, day)]);
        expect(taken.filter((s) => s !== null)).toHaveLength(1);
      }
      const names = (await store.list()).map((x) => x.name);
      expect(names).toEqual(
        days.slice(1).map((d) => `rampart-${d.toISOString().replace(/[:.]/g, '-')}.tar.gz`),
      );
    },
  );

  it('is not scheduled without a backup store', () => {
    expect(backupJobs({ ...installation, config: installation.config }, quiet as never)).toEqual(
      {},
    );
  });
});
