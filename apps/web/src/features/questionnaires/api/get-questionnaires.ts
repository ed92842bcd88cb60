import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Questionnaire } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';
import {
  QUESTIONNAIRES_PAGE_SIZE,
  type QuestionnaireListParams,
} from '../lib/questionnaire-search.ts';

export type QuestionnairesPage = Page<Questionnaire>;

/** One page (1-based) of questionnaires, filtered and sorted by the server. */
export const getQuestionnaires = (params: QuestionnaireListParams, page: number) =>
  api.get<QuestionnairesPage>(
    `/questionnaires${listQuery({
      ...params,
      limit: QUESTIONNAIRES_PAGE_SIZE,
      offset: (page - 1) * QUESTIONNAIRES_PAGE_SIZE,
    })}`,
  );

export const questionnairesQueryOptions = (params: QuestionnaireListParams, page: number) =>
  queryOptions({
    queryKey: questionnaireKeys.page(params, page),
    queryFn: () => getQuestionnaires(params, page),
  });

/** While another page or filter loads, the previous rows stay (flagged as placeholder). */
export const useQuestionnaires = (params: QuestionnaireListParams, page: number) =>
  useQuery({ ...questionnairesQueryOptions(params, page), placeholderData: keepPreviousData });
