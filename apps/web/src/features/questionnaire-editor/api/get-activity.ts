import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireActivity } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';

/** The questionnaire's activity, newest first; the server keeps the last 50 (§9). */
export const getActivity = (id: string) =>
  api.get<QuestionnaireActivity[]>(`/questionnaires/${encodeURIComponent(id)}/activity`);

export const activityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: questionnaireKeys.resource(id, 'activity'),
    queryFn: () => getActivity(id),
  });

export const useActivity = (id: string) => useQuery(activityQueryOptions(id));
