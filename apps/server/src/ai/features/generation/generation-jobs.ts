import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../deps.ts';
import type { JobRegistration } from '../../../platform/jobs/start-jobs.ts';
import { processBulkJob, processGenerationJob } from './process-bulk-job.ts';

/** Control generation for one risk, and bulk generation for many. */
export const generationJobs = (
  deps: Pick<Deps, 'database' | 'ai'>,
  log: FastifyBaseLogger,
): JobRegistration => {
  const handlerDeps = { db: deps.database.db, ai: deps.ai, log };
  return {
    handlers: {
      control_generation: processGenerationJob(handlerDeps),
      bulk_control_generation: processBulkJob(handlerDeps),
    },
  };
};
