import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Assessment, AssessmentStatus } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { ASSESSMENT_KEYS } from './keys.ts';

export const ASSESSMENTS_PAGE_SIZE = 50;
export type AssessmentListParams = { status?: AssessmentStatus; page?: number; limit?: number };
export type AssessmentsPage = Page<Assessment>;

/** One page (1-based) of the organisation's assessments, newest first. */
export const getAssessments = ({
  status,
  page = 1,
  limit = ASSESSMENTS_PAGE_SIZE,
}: AssessmentListParams) =>
  api.get<AssessmentsPage>(`/assessments${toQuery({ status, limit, offset: (page - 1) * limit })}`);

export const assessmentsQueryOptions = (params: AssessmentListParams) =>
  queryOptions({
    queryKey: ASSESSMENT_KEYS.list(params),
    queryFn: () => getAssessments(params),
  });

export const useAssessments = (params: AssessmentListParams) =>
  useQuery({ ...assessmentsQueryOptions(params), placeholderData: keepPreviousData });
