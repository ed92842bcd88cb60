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
import { processVendorReading } from '../modules/vendors/process-vendor-reading.ts';
import { VENDOR_READING_JOB } from '../modules/vendors/vendor-extraction-job.presenter.ts';
import { sweepVendorWatches, WATCH_SWEEP_MS } from '../modules/vendors/watch-vendors.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';

export type JobsOptions = {
  /** Poll for jobs (default: everywhere but tests, which tick the runner themselves). */
  start?: boolean;
  pollMs?: number;
  lockTimeoutMs?: number;
};

/** The app's runner for every kind of background job; started unless told otherwise. */
export const startJobs = (
  deps: Pick<Deps, 'database' | 'ai' | 'config' | 'vendorReader' | 'mailer' | 'collaboration'>,
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
  return {
    ...runner,
    stop: async () => {
      clearInterval(sweep);
      clearInterval(reminders);
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
