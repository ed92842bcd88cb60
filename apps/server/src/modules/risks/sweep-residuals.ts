import { risksWithOverdueControls, type Db } from '@rampart/db';
import { recomputeResidual } from './recompute-residual.ts';

/**
 * How often any process looks for tests fallen overdue. An overdue test caps its control
 * (decision 005, "Residual follows the evidence"); time alone makes a test overdue, so a sweep
 * carries that to the stored residuals within the hour. Safe in several processes at once:
 * recomputeResidual locks the risks and writes only what changed.
 */
export const RESIDUAL_SWEEP_MS = 60 * 60 * 1000;

/**
 * Recomputes the residual of every risk mapped to an overdue control; returns how many moved.
 * `onlyOrganizationId` limits it to one organisation (tests move their own clock).
 */
export const sweepResiduals = async (
  db: Db,
  now: Date,
  onlyOrganizationId?: string,
): Promise<number> => {
  const byOrg = new Map<string, string[]>();
  for (const { organizationId, riskId } of await risksWithOverdueControls(db, now)) {
    if (onlyOrganizationId && organizationId !== onlyOrganizationId) continue;
    byOrg.set(organizationId, [...(byOrg.get(organizationId) ?? []), riskId]);
  }
  let moved = 0;
  for (const [organizationId, riskIds] of byOrg) {
    moved += await db.transaction((tx) => recomputeResidual(tx, organizationId, riskIds, now));
  }
  return moved;
};
