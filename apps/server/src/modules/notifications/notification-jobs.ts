import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import type { JobRegistration } from '../../platform/jobs/start-jobs.ts';
import { NOTIFICATION_SWEEP_MS, sweepNotifications } from './sweep-notifications.ts';

/**
 * Notifications that come with time (tests due, evidence expiring, findings overdue), the mail
 * outbox and digests: any process sweeps, one event once (sweep-notifications.ts).
 */
export const notificationJobs = (
  deps: Pick<Deps, 'database' | 'mailer' | 'config'>,
  log: FastifyBaseLogger,
  sweepMs: number = NOTIFICATION_SWEEP_MS,
): JobRegistration => ({
  schedules: [
    {
      name: 'notification sweep',
      everyMs: sweepMs,
      run: async (now) => {
        await sweepNotifications(
          { db: deps.database.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl, log },
          now,
        );
      },
    },
  ],
});
