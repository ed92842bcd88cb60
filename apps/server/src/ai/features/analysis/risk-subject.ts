import type { AnalyzeRiskBody } from '@rampart/contracts';
import { findRisk, listMappings, type Executor } from '@rampart/db';
import { mitigationsAt } from '../../../modules/risks/mitigations.ts';
import { notFound } from '../../../errors.ts';

export type MappedControl = { id: string; title: string; type: string; effectiveness: number };

/** The risk an analysis is about: one of the register, or one described in the request. */
export type RiskSubject = {
  riskId: string | null;
  title: string;
  description: string;
  category: string | null;
  frameworks: string[];
  /** As given; null when a described risk left it out. */
  likelihood: number | null;
  impact: number | null;
  /** The register's residual position; null for a described risk. */
  residual: { likelihood: number; impact: number; score: number } | null;
  mapped: MappedControl[];
  /** Mapped controls in operation (the ones that reduce the residual). */
  activeMapped: number;
};

type SubjectInput = Pick<AnalyzeRiskBody, 'riskId' | 'title' | 'description' | 'category'> & {
  likelihood?: number;
  impact?: number;
};

/** Loads the subject, scoped to the organisation: another organisation's risk is a 404. */
export const loadRiskSubject = async (
  db: Executor,
  organizationId: string,
  input: SubjectInput,
): Promise<RiskSubject> => {
  if (!input.riskId) {
    return {
      riskId: null,
      title: input.title?.trim() ?? '',
      description: input.description?.trim() ?? '',
      category: input.category ?? null,
      frameworks: [],
      likelihood: input.likelihood ?? null,
      impact: input.impact ?? null,
      residual: null,
      mapped: [],
      activeMapped: 0,
    };
  }
  const risk = await findRisk(db, organizationId, input.riskId);
  if (!risk) throw notFound('Risk');
  const [mappings, active] = await Promise.all([
    listMappings(db, organizationId, { riskId: risk.id, limit: 200 }),
    mitigationsAt(db, organizationId, [risk.id], new Date()),
  ]);
  return {
    riskId: risk.id,
    title: risk.title,
    description: risk.description,
    category: risk.category,
    frameworks: risk.frameworks,
    likelihood: risk.likelihood,
    impact: risk.impact,
    residual: {
      likelihood: risk.residualLikelihood,
      impact: risk.residualImpact,
      score: risk.residualScore,
    },
    mapped: mappings.rows.map((m) => ({
      id: m.mapping.controlId,
      title: m.controlTitle,
      type: m.controlType,
      effectiveness: m.mapping.effectiveness,
    })),
    activeMapped: (active.get(risk.id) ?? []).filter((m) => m.status === 'active').length,
  };
};
