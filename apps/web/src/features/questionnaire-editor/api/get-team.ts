import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireTeam } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';

/** The owner, the invited people and the share settings (GET /api/questionnaires/:id/members). */
export const getTeam = (id: string) =>
  api.get<QuestionnaireTeam>(`/questionnaires/${encodeURIComponent(id)}/members`);

export const teamQueryOptions = (id: string) =>
  queryOptions({
    queryKey: questionnaireKeys.resource(id, 'members'),
    queryFn: () => getTeam(id),
  });

export const useTeam = (id: string) => useQuery(teamQueryOptions(id));
