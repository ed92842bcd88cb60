import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Questionnaire } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { requestKeys } from '../lib/request-keys.ts';

/** The published questionnaires the actor may see: the ones that can be sent. */
export const getPublishedQuestionnaires = () =>
  api.get<{ items: Questionnaire[]; total: number }>(
    '/questionnaires?status=published&limit=200&sortBy=title&sortDirection=asc',
  );

export const publishedQuestionnairesQueryOptions = () =>
  queryOptions({ queryKey: requestKeys.published(), queryFn: getPublishedQuestionnaires });

export const usePublishedQuestionnaires = (enabled: boolean) =>
  useQuery({ ...publishedQuestionnairesQueryOptions(), enabled });
