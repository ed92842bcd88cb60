import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps.ts';
import { createBackupStore } from '../platform/files/backup-store.ts';
import type { JobRegistration } from '../platform/jobs/start-jobs.ts';
import { BACKUP_CHECK_MS, runScheduledBackup } from './scheduled-backups.ts';

/** Scheduled backups when a backup store is set (BACKUP_DIR, or BACKUP_TO_S3); else nothing. */
export const backupJobs = (
  deps: Pick<Deps, 'database' | 'storage' | 'config'>,
  log: FastifyBaseLogger,
): JobRegistration => {
  const store = createBackupStore(deps.config);
  if (!store) return {};
  return {
    schedules: [
      {
        name: 'scheduled backup',
        everyMs: BACKUP_CHECK_MS,
        firstAfterMs: 5 * 60 * 1000,
        run: async (now) => {
          await runScheduledBackup(
            {
              database: deps.database,
              storage: deps.storage,
              store,
              settings: deps.config.backupSchedule,
              log,
            },
            now,
          );
        },
      },
    ],
  };
};
