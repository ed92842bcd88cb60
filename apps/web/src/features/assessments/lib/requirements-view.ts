import type {
  AssessmentRequirement,
  AssessmentResult,
  AssessmentResultFilter,
} from '@rampart/contracts';
import { needsResult } from '@rampart/domain';

// The filter lives in the domain: the results export applies it on the server.
export { filterAssessmentRequirements as filterRequirements, needsResult } from '@rampart/domain';

export const REQUIREMENTS_PAGE_SIZE = 50;

export type ResultFilter = AssessmentResultFilter;
export type RequirementsView = { result: ResultFilter; search: string; page: number };
export const INITIAL_VIEW: RequirementsView = { result: 'all', search: '', page: 1 };

export const pageCount = (total: number, size = REQUIREMENTS_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(total / size));

/** The rows of a 1-based page, the page clamped to the last one. */
export const pageOf = <T>(items: readonly T[], page: number, size = REQUIREMENTS_PAGE_SIZE) => {
  const last = pageCount(items.length, size);
  const current = Math.min(Math.max(1, page), last);
  return { page: current, rows: items.slice((current - 1) * size, current * size) };
};

export type ResultCounts = Record<AssessmentResult, number> & { open: number; total: number };

export const countResults = (requirements: readonly AssessmentRequirement[]): ResultCounts => {
  const counts: ResultCounts = {
    not_assessed: 0,
    met: 0,
    partly_met: 0,
    not_met: 0,
    not_applicable: 0,
    open: 0,
    total: requirements.length,
  };
  for (const r of requirements) {
    counts[r.result] += 1;
    if (needsResult(r)) counts.open += 1;
  }
  return counts;
};

/** Replaces one requirement by id (after a result is recorded). */
export const replaceRequirement = (
  requirements: readonly AssessmentRequirement[],
  next: AssessmentRequirement,
): AssessmentRequirement[] => requirements.map((r) => (r.id === next.id ? next : r));
