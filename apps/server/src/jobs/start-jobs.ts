import type { FastifyBaseLogger } from 'fastify';
import {
  processBulkJob,
  processGenerationJob,
} from '../ai/features/generation/process-bulk-job.ts';
import type { Deps } from '../deps.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';

export type JobsOptions = {
  /** Poll for jobs (default: everywhere but tests, which tick the runner themselves). */
  start?: boolean;
  pollMs?: number;
  lockTimeoutMs?: number;
};

/** The app's runner for every kind of background job; started unless told otherwise. */
export const startJobs = (
  deps: Pick<Deps, 'database' | 'ai' | 'config'>,
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
    },
    pollMs: options.pollMs,
    lockTimeoutMs: options.lockTimeoutMs,
  });
  if (options.start ?? deps.config.env !== 'test') runner.start();
  return runner;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's job runner (tests tick or drain it). */
    jobs: JobRunner;
  }
}
