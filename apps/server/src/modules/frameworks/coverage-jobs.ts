import type { Deps } from '../../deps.ts';
import type { JobRegistration } from '../../platform/jobs/start-jobs.ts';
import { COVERAGE_SNAPSHOT_MS, snapshotCoverage } from './snapshot-coverage.ts';

/** Framework coverage for Analytics: today's figures, soon after start and then hourly. */
export const coverageJobs = (deps: Pick<Deps, 'database'>): JobRegistration => ({
  schedules: [
    {
      name: 'coverage snapshot',
      firstAfterMs: 5_000,
      everyMs: COVERAGE_SNAPSHOT_MS,
      run: async (now) => {
        await snapshotCoverage(deps.database.db, now);
      },
    },
  ],
});
