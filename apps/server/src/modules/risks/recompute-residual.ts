import { residualRisk } from '@rampart/domain';
import { lockRisks, setResiduals, type Executor } from '@rampart/db';
import { mitigationsAt } from './mitigations.ts';
import { residualInputs } from './residual-inputs.ts';

/**
 * Recomputes and stores the residual position of the risks, inside the caller's transaction.
 * Call it whenever a mapping, or a mapped control's type, status, effectiveness or tests change;
 * the hourly sweep (sweep-residuals.ts) calls it as tests fall overdue.
 */
export const recomputeResidual = async (
  tx: Executor,
  organizationId: string,
  riskIds: string[],
  now: Date = new Date(),
): Promise<number> => {
  const ids = [...new Set(riskIds)];
  if (ids.length === 0) return 0;
  // Locked (in id order) before anything is read: a concurrent change of a risk's likelihood or
  // impact cannot slip in between the read and the write and leave a stale residual behind.
  const rows = await lockRisks(tx, organizationId, ids);
  const mitigations = await mitigationsAt(tx, organizationId, ids, now);
  const changed = rows
    .map((risk) => ({
      risk,
      r: residualRisk(risk.likelihood, risk.impact, residualInputs(mitigations.get(risk.id))),
    }))
    .filter(
      ({ risk, r }) => r.likelihood !== risk.residualLikelihood || r.impact !== risk.residualImpact,
    )
    .map(({ risk, r }) => ({
      id: risk.id,
      likelihood: r.likelihood,
      impact: r.impact,
      score: r.score,
      level: r.level,
    }));
  await setResiduals(tx, organizationId, changed);
  return changed.length;
};
