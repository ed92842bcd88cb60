import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../deps.ts';
import type { JobRegistration } from '../../../platform/jobs/start-jobs.ts';
import { sweepAssignmentReminders } from './remind-assignments.ts';

/** Assignment reminders: any process may sweep, one at a time does (remind-assignments.ts). */
export const reminderJobs = (
  deps: Pick<Deps, 'database' | 'mailer' | 'config' | 'livePush'>,
  log: FastifyBaseLogger,
): JobRegistration => ({
  schedules: [
    {
      name: 'assignment reminder sweep',
      everyMs: deps.config.reminderSweepMs,
      run: async (now) => {
        await sweepAssignmentReminders(
          {
            db: deps.database.db,
            mailer: deps.mailer,
            publicUrl: deps.config.publicUrl,
            log,
            livePush: deps.livePush,
          },
          now,
        );
      },
    },
  ],
});
