import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireRequest } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { requestKeys } from '../lib/request-keys.ts';

export type RequestList = { items: QuestionnaireRequest[]; total: number };

/** Everyone a questionnaire was sent to, newest first, with their progress. */
export const getQuestionnaireRequests = (questionnaireId: string) =>
  api.get<RequestList>(`/questionnaires/${encodeURIComponent(questionnaireId)}/requests?limit=200`);

export const questionnaireRequestsQueryOptions = (questionnaireId: string) =>
  queryOptions({
    queryKey: requestKeys.ofQuestionnaire(questionnaireId),
    queryFn: () => getQuestionnaireRequests(questionnaireId),
  });

export const useQuestionnaireRequests = (questionnaireId: string) =>
  useQuery(questionnaireRequestsQueryOptions(questionnaireId));
