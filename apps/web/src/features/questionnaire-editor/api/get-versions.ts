import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireVersion } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';

/** The questionnaire's versions, newest first as the server orders them. */
export const getVersions = (id: string) =>
  api.get<QuestionnaireVersion[]>(`/questionnaires/${encodeURIComponent(id)}/versions`);

export const versionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: questionnaireKeys.resource(id, 'versions'),
    queryFn: () => getVersions(id),
  });

export const useVersions = (id: string) => useQuery(versionsQueryOptions(id));
