import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireCommentThread } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';

/** The questionnaire's comment threads (each with its replies, oldest first). */
export const getComments = (id: string) =>
  api.get<QuestionnaireCommentThread[]>(`/questionnaires/${encodeURIComponent(id)}/comments`);

export const commentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: questionnaireKeys.resource(id, 'comments'),
    queryFn: () => getComments(id),
  });

export const useComments = (id: string) => useQuery(commentsQueryOptions(id));
