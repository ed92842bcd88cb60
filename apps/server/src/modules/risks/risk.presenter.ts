import type { Risk } from '@rampart/contracts';
import {
  displayOwner,
  hasPermission,
  normalizeCategory,
  normalizeRiskStatus,
} from '@rampart/domain';
import type { RiskRow } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const abilitiesOf = (actor: Actor): Risk['abilities'] => {
  const canWrite = hasPermission(actor.permissions, 'risks:write');
  return { update: canWrite, delete: canWrite };
};

export const presentRisk = (row: RiskRow, controlIds: string[], actor: Actor): Risk =>
  toRisk(row, controlIds, abilitiesOf(actor));

/** A page of the register: the actor's abilities are worked out once for all its rows. */
export const presentRisks = (
  rows: { risk: RiskRow; controlIds: string[] }[],
  actor: Actor,
): Risk[] => {
  const abilities = abilitiesOf(actor);
  return rows.map(({ risk, controlIds }) => toRisk(risk, controlIds, abilities));
};

const toRisk = (row: RiskRow, controlIds: string[], abilities: Risk['abilities']): Risk => {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: normalizeCategory(row.category),
    likelihood: row.likelihood,
    impact: row.impact,
    riskScore: row.riskScore,
    riskLevel: row.riskLevel as Risk['riskLevel'],
    residualLikelihood: row.residualLikelihood,
    residualImpact: row.residualImpact,
    residualScore: row.residualScore,
    residualLevel: row.residualLevel as Risk['residualLevel'],
    status: normalizeRiskStatus(row.status),
    owner: displayOwner(row.owner),
    ownerUserId: row.ownerUserId,
    reviewCadence: row.reviewCadence as Risk['reviewCadence'],
    frameworks: row.frameworks,
    controls: controlIds,
    aiConfidence: row.aiConfidence,
    dateIdentified: row.dateIdentified.toISOString(),
    lastAssessed: iso(row.lastAssessed),
    nextReview: iso(row.nextReview),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities,
  };
};
