import type { Deps } from '../../deps.ts';
import type { JobRegistration } from '../../platform/jobs/start-jobs.ts';
import { RESIDUAL_SWEEP_MS, sweepResiduals } from './sweep-residuals.ts';

/**
 * Residual risk as tests fall overdue (sweep-residuals.ts): soon after start every mapped risk
 * once (residuals stored before the evidence rule follow it), then hourly the changed ones.
 */
export const residualJobs = (deps: Pick<Deps, 'database'>): JobRegistration => {
  let everyRisk = true;
  return {
    schedules: [
      {
        name: 'residual sweep',
        firstAfterMs: 10_000,
        everyMs: RESIDUAL_SWEEP_MS,
        run: async (now) => {
          const options = { everyRisk };
          everyRisk = false;
          await sweepResiduals(deps.database.db, now, options);
        },
      },
    ],
  };
};
