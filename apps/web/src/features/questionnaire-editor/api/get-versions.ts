import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireVersion } from '@rampart/contracts';
import { getAllItems } from '../../../lib/api-client.ts';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';

/**
 * Every version of the questionnaire, newest first as the server orders them: the tab numbers
 * the next one from their count and compares any two.
 */
export const getVersions = (id: string, signal?: AbortSignal) =>
  getAllItems<QuestionnaireVersion>(`/questionnaires/${encodeURIComponent(id)}/versions`, signal);

export const versionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: questionnaireKeys.resource(id, 'versions'),
    queryFn: ({ signal }) => getVersions(id, signal),
  });

export const useVersions = (id: string) => useQuery(versionsQueryOptions(id));
