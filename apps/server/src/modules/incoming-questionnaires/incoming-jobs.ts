import type { Deps } from '../../deps.ts';
import type { JobRegistration } from '../../platform/jobs/start-jobs.ts';
import { INCOMING_DRAFT_JOB, processIncomingDraft } from './drafting/incoming-draft-job.ts';

/** Drafting the answers of customers' questionnaires. */
export const incomingJobs = (deps: Pick<Deps, 'database'>): JobRegistration => ({
  handlers: { [INCOMING_DRAFT_JOB]: processIncomingDraft({ db: deps.database.db }) },
});
