import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestReview } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { requestKeys } from '../lib/request-keys.ts';

/** A response question by question, with each answer's review. */
export const getRequestReview = (requestId: string) =>
  api.get<RequestReview>(`/questionnaire-requests/${encodeURIComponent(requestId)}`);

export const requestReviewQueryOptions = (questionnaireId: string, requestId: string) =>
  queryOptions({
    queryKey: requestKeys.review(questionnaireId, requestId),
    queryFn: () => getRequestReview(requestId),
  });

export const useRequestReview = (questionnaireId: string, requestId: string) =>
  useQuery(requestReviewQueryOptions(questionnaireId, requestId));
