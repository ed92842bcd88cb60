import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssessmentDetail } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { ASSESSMENT_KEYS } from './keys.ts';

/** The assessment with every requirement (live, or frozen once signed off). */
export const getAssessment = (id: string) =>
  api.get<AssessmentDetail>(`/assessments/${encodeURIComponent(id)}`);

export const assessmentQueryOptions = (id: string) =>
  queryOptions({ queryKey: ASSESSMENT_KEYS.detail(id), queryFn: () => getAssessment(id) });

export const useAssessment = (id: string) => useQuery(assessmentQueryOptions(id));
