import type { Deps } from '../../../deps.ts';
import type { JobRegistration } from '../../../platform/jobs/start-jobs.ts';
import { FILE_TEXT_JOB } from './file-text-job.ts';
import { processFileText } from './process-file-text.ts';

/** Reading the text of stored files (documents, evidence, vendor uploads) for search. */
export const fileTextJobs = (deps: Pick<Deps, 'database' | 'storage'>): JobRegistration => ({
  handlers: { [FILE_TEXT_JOB]: processFileText({ db: deps.database.db, storage: deps.storage }) },
});
