import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@rampart/db';
import type { Config } from '../config.ts';
import type { BackupStore } from '../platform/files/backup-store.ts';
import type { FileStorage } from '../platform/files/file-storage.ts';
import { summarize, type BackupSummary } from './backup-manifest.ts';
import { backupFileName } from './ops-context.ts';
import { writeBackup } from './write-backup.ts';

/** How often each process looks whether a backup is due (the interval itself is in hours). */
export const BACKUP_CHECK_MS = 15 * 60 * 1000;
/** Shared by every process on one PostgreSQL: the one holding it takes the backup. */
const BACKUP_LOCK = 72_427_025;
/** The names scheduled (and `npm run backup`) archives take: retention touches only these. */
const SCHEDULED = /^rampart-\d{4}-\d{2}-\d{2}T[\d-]+Z\.tar\.gz(\.enc)?$/;

export type ScheduledBackupDeps = {
  database: Database;
  storage: FileStorage;
  store: BackupStore;
  settings: Config['backupSchedule'];
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
};

// Within one process (PGlite has one), two runs of the schedule never overlap.
const running = new WeakSet<Database>();

/** Holds the cluster-wide lock for `work` on PostgreSQL; null when another process holds it. */
const whileLocked = async <T>(database: Database, work: () => Promise<T>): Promise<T | null> => {
  if (database.engine !== 'postgres') return work();
  // The lock's transaction stays open on its own connection while the backup reads on others.
  return database.db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK}) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    return result.rows[0]?.locked ? work() : null;
  });
};

/**
 * Takes a backup when the newest in the store is at least an interval old (the store is the
 * shared record, so however many processes run the schedule, one backup is taken per interval),
 * then keeps the newest BACKUP_KEEP. Answers the summary, or null when none was due.
 */
export const runScheduledBackup = async (
  deps: ScheduledBackupDeps,
  now: Date,
): Promise<BackupSummary | null> => {
  if (running.has(deps.database)) return null;
  running.add(deps.database);
  try {
    return await whileLocked(deps.database, async () => {
      const ours = (await deps.store.list()).filter((b) => SCHEDULED.test(b.name));
      const newest = ours.reduce((t, b) => Math.max(t, b.modifiedAt.getTime()), 0);
      // A check comes every BACKUP_CHECK_MS: a backup due before the next check is taken now.
      const due =
        now.getTime() - newest >= deps.settings.intervalHours * 3_600_000 - BACKUP_CHECK_MS;
      if (!due) return null;
      const name = backupFileName(now, deps.settings.key !== null);
      const { manifest, result } = await writeBackup(
        deps.database,
        deps.storage,
        (archive) => deps.store.write(name, archive),
        { key: deps.settings.key, now },
      );
      const summary = summarize(manifest, result.sizeBytes);
      deps.log.info(
        { backup: name, where: deps.store.where, ...summary },
        'scheduled backup taken',
      );
      const kept = (await deps.store.list())
        .filter((b) => SCHEDULED.test(b.name))
        .sort((a, b) => b.name.localeCompare(a.name));
      for (const old of kept.slice(deps.settings.keep)) await deps.store.remove(old.name);
      return summary;
    });
  } finally {
    running.delete(deps.database);
  }
};
