import type { Deps } from '../../deps.ts';
import type { JobRegistration } from '../../platform/jobs/start-jobs.ts';
import { RESIDUAL_SWEEP_MS, sweepResiduals } from './sweep-residuals.ts';

/** Residual risk as tests fall overdue (sweep-residuals.ts): soon after start, then hourly. */
export const residualJobs = (deps: Pick<Deps, 'database'>): JobRegistration => ({
  schedules: [
    {
      name: 'residual sweep',
      firstAfterMs: 10_000,
      everyMs: RESIDUAL_SWEEP_MS,
      run: async (now) => {
        await sweepResiduals(deps.database.db, now);
      },
    },
  ],
});
