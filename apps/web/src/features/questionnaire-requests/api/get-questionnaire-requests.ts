import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireRequest } from '@rampart/contracts';
import { getAllItems } from '../../../lib/api-client.ts';
import { requestKeys } from '../lib/request-keys.ts';

/** Every request of a list, read to its end: the total is how many there are. */
export type RequestList = { items: QuestionnaireRequest[]; total: number };

export const allRequests = async (path: string, signal?: AbortSignal): Promise<RequestList> => {
  const items = await getAllItems<QuestionnaireRequest>(path, signal);
  return { items, total: items.length };
};

/** Everyone a questionnaire was sent to, newest first, with their progress. */
export const getQuestionnaireRequests = (questionnaireId: string, signal?: AbortSignal) =>
  allRequests(`/questionnaires/${encodeURIComponent(questionnaireId)}/requests`, signal);

export const questionnaireRequestsQueryOptions = (questionnaireId: string) =>
  queryOptions({
    queryKey: requestKeys.ofQuestionnaire(questionnaireId),
    queryFn: ({ signal }) => getQuestionnaireRequests(questionnaireId, signal),
  });

export const useQuestionnaireRequests = (questionnaireId: string) =>
  useQuery(questionnaireRequestsQueryOptions(questionnaireId));
