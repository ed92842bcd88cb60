import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireCommentThread } from '@rampart/contracts';
import { getAllItems } from '../../../lib/api-client.ts';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';

/** Every comment thread of the questionnaire (each with its replies, oldest first). */
export const getComments = (id: string, signal?: AbortSignal) =>
  getAllItems<QuestionnaireCommentThread>(
    `/questionnaires/${encodeURIComponent(id)}/comments`,
    signal,
  );

export const commentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: questionnaireKeys.resource(id, 'comments'),
    queryFn: ({ signal }) => getComments(id, signal),
  });

export const useComments = (id: string) => useQuery(commentsQueryOptions(id));
