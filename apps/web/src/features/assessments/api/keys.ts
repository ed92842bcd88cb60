import type { AssessmentListParams } from './get-assessments.ts';

/** Cache keys of assessments: one invalidation of ['assessments'] refreshes lists and details. */
export const ASSESSMENT_KEYS = {
  all: ['assessments'] as const,
  lists: ['assessments', 'list'] as const,
  list: (params: AssessmentListParams) => ['assessments', 'list', params] as const,
  detail: (id: string) => ['assessments', 'detail', id] as const,
  // Under ['frameworks'], so adopting or tracking a framework refreshes the options.
  frameworks: ['frameworks', 'options', 'assessments'] as const,
  findings: (search: string) => ['assessment-finding-options', search] as const,
};
