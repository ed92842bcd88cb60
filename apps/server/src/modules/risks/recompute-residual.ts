import { residualRisk } from '@rampart/domain';
import { findRisks, mitigationsByRisk, updateRiskRow, type Executor } from '@rampart/db';

/**
 * Recomputes and stores the residual position of the risks, inside the caller's transaction.
 * Call it whenever a mapping, or a mapped control's type, status or effectiveness, changes.
 */
export const recomputeResidual = async (
  tx: Executor,
  organizationId: string,
  riskIds: string[],
): Promise<void> => {
  const ids = [...new Set(riskIds)];
  if (ids.length === 0) return;
  const [rows, mitigations] = await Promise.all([
    findRisks(tx, organizationId, ids),
    mitigationsByRisk(tx, organizationId, ids),
  ]);
  for (const risk of rows) {
    const r = residualRisk(risk.likelihood, risk.impact, mitigations.get(risk.id) ?? []);
    if (
      r.likelihood === risk.residualLikelihood &&
      r.impact === risk.residualImpact &&
      r.level === risk.residualLevel
    ) {
      continue;
    }
    await updateRiskRow(tx, organizationId, risk.id, {
      residualLikelihood: r.likelihood,
      residualImpact: r.impact,
      residualScore: r.score,
      residualLevel: r.level,
    });
  }
};
