import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../deps.ts';
import type { JobRegistration } from '../../../platform/jobs/start-jobs.ts';
import { purgeOrganizations } from './purge-organizations.ts';

/** How often any process looks for organisations past their 30 days. */
export const ORGANIZATION_PURGE_MS = 60 * 60_000;

export const organizationDeletionJobs = (
  deps: Pick<Deps, 'database' | 'storage'>,
  log: FastifyBaseLogger,
): JobRegistration => ({
  schedules: [
    {
      name: 'organisation purge',
      everyMs: ORGANIZATION_PURGE_MS,
      firstAfterMs: 5 * 60_000,
      run: (now) => purgeOrganizations({ db: deps.database.db, storage: deps.storage, log, now }),
    },
  ],
});
