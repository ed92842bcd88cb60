import {
  risksWithMappings,
  risksWithOverdueControls,
  tryResidualSweepLock,
  type Db,
} from '@rampart/db';
import { recomputeResidual } from './recompute-residual.ts';

/**
 * How often any process looks for tests fallen overdue. An overdue test caps its control
 * (decision 005, "Residual follows the evidence"); time alone makes a test overdue, so a sweep
 * carries that to the stored residuals within the hour.
 */
export const RESIDUAL_SWEEP_MS = 60 * 60 * 1000;

export type ResidualSweep = {
  /** Only this organisation's risks (tests move their own clock). */
  organizationId?: string;
  /**
   * Every mapped risk, not only those with an overdue control: the first sweep after a process
   * starts, so residuals stored before the rule (or by an older release) follow it once.
   */
  everyRisk?: boolean;
};

/**
 * Recomputes the residual of every risk mapped to an overdue control (or of every mapped risk);
 * returns how many moved. One sweeper at a time across processes (an advisory lock held for the
 * transaction: another process sweeping meanwhile skips this round); recomputeResidual locks
 * the risks and writes only what changed.
 */
export const sweepResiduals = async (
  db: Db,
  now: Date,
  { organizationId, everyRisk = false }: ResidualSweep = {},
): Promise<number> =>
  db.transaction(async (tx) => {
    if (!(await tryResidualSweepLock(tx))) return 0;
    const byOrg = new Map<string, string[]>();
    const risks = everyRisk ? await risksWithMappings(tx) : await risksWithOverdueControls(tx, now);
    for (const r of risks) {
      if (organizationId && r.organizationId !== organizationId) continue;
      // Appended in place: copying the list for each risk was quadratic (a minute of a busy
      // process on a 100,000-risk register, too busy to answer its health checks).
      const ids = byOrg.get(r.organizationId);
      if (ids) ids.push(r.riskId);
      else byOrg.set(r.organizationId, [r.riskId]);
    }
    let moved = 0;
    for (const [org, riskIds] of byOrg) moved += await recomputeResidual(tx, org, riskIds, now);
    return moved;
  });
