import type { FastifyBaseLogger } from 'fastify';
import {
  processBulkJob,
  processGenerationJob,
} from '../ai/features/generation/process-bulk-job.ts';
import type { Deps } from '../deps.ts';
import {
  REMINDER_SWEEP_MS,
  sweepAssignmentReminders,
} from '../modules/questionnaires/panel/remind-assignments.ts';
import {
  NOTIFICATION_SWEEP_MS,
  sweepNotifications,
} from '../modules/notifications/sweep-notifications.ts';
import { processVendorReading } from '../modules/vendors/process-vendor-reading.ts';
import { VENDOR_READING_JOB } from '../modules/vendors/vendor-extraction-job.presenter.ts';
import { sweepVendorWatches, WATCH_SWEEP_MS } from '../modules/vendors/watch-vendors.ts';
import { COVERAGE_SNAPSHOT_MS, snapshotCoverage } from '../modules/frameworks/snapshot-coverage.ts';
import { FILE_TEXT_JOB } from '../modules/documents/file-text/file-text-job.ts';
import { processFileText } from '../modules/documents/file-text/process-file-text.ts';
import { deliverScheduledReport } from '../modules/reports/deliver-report.ts';
import { processReportRun } from '../modules/reports/process-report-run.ts';
import { REPORT_JOB } from '../modules/reports/request-report-run.ts';
import {
  REPORT_SWEEP_MS,
  sweepReportSchedules,
} from '../modules/reports/sweep-report-schedules.ts';
import { RESIDUAL_SWEEP_MS, sweepResiduals } from '../modules/risks/sweep-residuals.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';

export type JobsOptions = {
  /** Poll for jobs (default: everywhere but tests, which tick the runner themselves). */
  start?: boolean;
  pollMs?: number;
  lockTimeoutMs?: number;
  /** Between notification sweeps (NOTIFICATION_SWEEP_MS; the two-process test goes faster). */
  notificationSweepMs?: number;
};

/** The app's runner for every kind of background job; started unless told otherwise. */
export const startJobs = (
  deps: Pick<
    Deps,
    'database' | 'ai' | 'config' | 'vendorReader' | 'mailer' | 'collaboration' | 'storage'
  >,
  log: FastifyBaseLogger,
  options: JobsOptions = {},
): JobRunner => {
  const handlerDeps = { db: deps.database.db, ai: deps.ai, log };
  const runner = createJobRunner({
    db: deps.database.db,
    log,
    handlers: {
      control_generation: processGenerationJob(handlerDeps),
      bulk_control_generation: processBulkJob(handlerDeps),
      [VENDOR_READING_JOB]: processVendorReading({
        db: deps.database.db,
        reader: deps.vendorReader,
        log,
      }),
      [FILE_TEXT_JOB]: processFileText({ db: deps.database.db, storage: deps.storage }),
      [REPORT_JOB]: processReportRun({
        db: deps.database.db,
        storage: deps.storage,
        log,
        onScheduledRunDone: deliverScheduledReport({
          db: deps.database.db,
          storage: deps.storage,
          mailer: deps.mailer,
          publicUrl: deps.config.publicUrl,
          log,
        }),
      }),
    },
    pollMs: options.pollMs,
    lockTimeoutMs: options.lockTimeoutMs,
  });
  if (!(options.start ?? deps.config.env !== 'test')) return runner;
  runner.start();
  // The vendor watcher: any process may sweep; one at a time does (watch-vendors.ts).
  const sweep = setInterval(() => {
    sweepVendorWatches(deps.database.db, new Date())
      .then(({ queued }) => queued > 0 && runner.wake())
      .catch((err: unknown) => log.warn({ err }, 'vendor watch sweep failed'));
  }, WATCH_SWEEP_MS);
  sweep.unref();
  // Assignment reminders: likewise any process may sweep, one at a time (remind-assignments.ts).
  const reminders = setInterval(() => {
    sweepAssignmentReminders(
      {
        db: deps.database.db,
        mailer: deps.mailer,
        publicUrl: deps.config.publicUrl,
        log,
        collaboration: deps.collaboration,
      },
      new Date(),
    ).catch((err: unknown) => log.warn({ err }, 'assignment reminder sweep failed'));
  }, REMINDER_SWEEP_MS);
  reminders.unref();
  // Notifications that come with time (tests due, evidence expiring, findings overdue) and the
  // mail outbox and digests: likewise any process, one event once (sweep-notifications.ts).
  const notices = setInterval(() => {
    sweepNotifications(
      { db: deps.database.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl, log },
      new Date(),
    ).catch((err: unknown) => log.warn({ err }, 'notification sweep failed'));
  }, options.notificationSweepMs ?? NOTIFICATION_SWEEP_MS);
  notices.unref();
  // Framework coverage for Analytics: today's figures, soon after start and then hourly.
  const snapshot = () =>
    void snapshotCoverage(deps.database.db, new Date()).catch((err: unknown) =>
      log.warn({ err }, 'coverage snapshot failed'),
    );
  const firstSnapshot = setTimeout(snapshot, 5_000);
  firstSnapshot.unref();
  const snapshots = setInterval(snapshot, COVERAGE_SNAPSHOT_MS);
  snapshots.unref();
  // Scheduled reports: any process queues what is due, each run once (sweep-report-schedules.ts).
  const reports = setInterval(() => {
    sweepReportSchedules(deps.database.db, new Date())
      .then((queued) => queued > 0 && runner.wake())
      .catch((err: unknown) => log.warn({ err }, 'report schedule sweep failed'));
  }, REPORT_SWEEP_MS);
  reports.unref();
  // Residual risk as tests fall overdue (sweep-residuals.ts): soon after start, every mapped
  // risk once (residuals stored before the evidence rule follow it), then hourly.
  const residualSweep = (everyRisk = false) =>
    void sweepResiduals(deps.database.db, new Date(), { everyRisk }).catch((err: unknown) =>
      log.warn({ err }, 'residual sweep failed'),
    );
  const firstResiduals = setTimeout(() => residualSweep(true), 10_000);
  firstResiduals.unref();
  const residuals = setInterval(() => residualSweep(), RESIDUAL_SWEEP_MS);
  residuals.unref();
  return {
    ...runner,
    stop: async () => {
      clearInterval(sweep);
      clearInterval(reminders);
      clearInterval(notices);
      clearTimeout(firstSnapshot);
      clearInterval(snapshots);
      clearInterval(reports);
      clearTimeout(firstResiduals);
      clearInterval(residuals);
      await runner.stop();
    },
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's job runner (tests tick or drain it). */
    jobs: JobRunner;
  }
}
