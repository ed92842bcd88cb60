import type { Assessment } from '@rampart/contracts';

/**
 * The list page's figures: how many assessments are open and signed off, and how much of the
 * open ones' requirements have a result (all requirements together, not an average of ratios).
 */
export const assessmentStats = (inProgress: readonly Assessment[]) => {
  let assessed = 0;
  let total = 0;
  for (const a of inProgress) {
    assessed += a.progress.assessed;
    total += a.progress.total;
  }
  return { percentAssessed: total === 0 ? null : Math.floor((assessed * 100) / total) };
};
