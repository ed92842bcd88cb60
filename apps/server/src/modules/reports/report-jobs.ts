import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import type { JobRegistration } from '../../platform/jobs/start-jobs.ts';
import { deliverScheduledReport } from './deliver-report.ts';
import { processReportRun } from './process-report-run.ts';
import { REPORT_JOB } from './request-report-run.ts';
import { REPORT_SWEEP_MS, sweepReportSchedules } from './sweep-report-schedules.ts';

/** Report runs (rendered, then mailed when scheduled) and the sweep that queues the due ones. */
export const reportJobs = (
  deps: Pick<Deps, 'database' | 'storage' | 'mailer' | 'config'>,
  log: FastifyBaseLogger,
): JobRegistration => {
  const db = deps.database.db;
  return {
    handlers: {
      [REPORT_JOB]: processReportRun({
        db,
        storage: deps.storage,
        log,
        onScheduledRunDone: deliverScheduledReport({
          db,
          storage: deps.storage,
          mailer: deps.mailer,
          publicUrl: deps.config.publicUrl,
          log,
        }),
      }),
    },
    schedules: [
      {
        // Any process queues what is due, each run once (sweep-report-schedules.ts).
        name: 'report schedule sweep',
        everyMs: REPORT_SWEEP_MS,
        run: (now) => sweepReportSchedules(db, now),
      },
    ],
  };
};
