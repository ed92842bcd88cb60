import { AI_MESSAGES } from '@rampart/contracts';
import { hasUsableContext } from '@rampart/domain';
import { findRisk, mappingsForRisks, type Executor } from '@rampart/db';
import { AppError } from '../../../errors.ts';
import { aiError } from '../../errors.ts';

export type GenerationSubject = {
  riskId: string;
  title: string;
  description: string;
  category: string | null;
  level: string;
  score: number;
  frameworks: string[];
  /** Controls already mapped to the risk. */
  mapped: { controlId: string; title: string }[];
};

export const riskNotFound = () => new AppError('NOT_FOUND', 'Risk not found');

/**
 * Step 1, Analyzing Risk Context: the risk (scoped to the organisation) and the controls
 * already mapped to it. A risk with no usable context is refused, as the spec's AI service
 * refuses a blank context (INVALID_REQUEST "Request context is required").
 */
export const loadGenerationSubject = async (
  db: Executor,
  organizationId: string,
  riskId: string,
): Promise<GenerationSubject> => {
  const risk = await findRisk(db, organizationId, riskId);
  if (!risk) throw riskNotFound();
  if (!hasUsableContext(risk)) throw aiError('INVALID_REQUEST', AI_MESSAGES.contextRequired);
  const mapped = await mappingsForRisks(db, organizationId, [riskId]);
  return {
    riskId: risk.id,
    title: risk.title,
    description: risk.description,
    category: risk.category,
    level: risk.riskLevel,
    score: risk.riskScore,
    frameworks: risk.frameworks,
    mapped: mapped.map((m) => ({ controlId: m.controlId, title: m.controlTitle })),
  };
};

export const describeSubject = (s: GenerationSubject): string =>
  `"${s.title}": ${s.level} risk (score ${s.score}), ${s.mapped.length} control${
    s.mapped.length === 1 ? '' : 's'
  } mapped`;
