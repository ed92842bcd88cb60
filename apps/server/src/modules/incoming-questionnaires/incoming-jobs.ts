import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import type { JobRegistration } from '../../platform/jobs/start-jobs.ts';
import { INCOMING_DRAFT_JOB, processIncomingDraft } from './drafting/incoming-draft-job.ts';

/** Drafting the answers of customers' questionnaires (worded by the model when there is one). */
export const incomingJobs = (
  deps: Pick<Deps, 'database' | 'ai' | 'livePush'>,
  log: FastifyBaseLogger,
): JobRegistration => ({
  handlers: {
    [INCOMING_DRAFT_JOB]: processIncomingDraft({
      db: deps.database.db,
      ai: deps.ai,
      log,
      livePush: deps.livePush,
    }),
  },
});
