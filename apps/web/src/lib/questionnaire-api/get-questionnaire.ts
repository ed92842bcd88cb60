import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Questionnaire } from '@rampart/contracts';
import { api } from '../api-client.ts';
import { questionnaireKeys } from './questionnaire-keys.ts';

/** One questionnaire with the actor's abilities; 404 when it is not theirs to see. */
export const getQuestionnaire = (id: string) =>
  api.get<Questionnaire>(`/questionnaires/${encodeURIComponent(id)}`);

export const questionnaireQueryOptions = (id: string) =>
  queryOptions({ queryKey: questionnaireKeys.detail(id), queryFn: () => getQuestionnaire(id) });

export const useQuestionnaire = (id: string) => useQuery(questionnaireQueryOptions(id));
