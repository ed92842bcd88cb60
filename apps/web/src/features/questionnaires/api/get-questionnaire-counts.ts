import { useQueries } from '@tanstack/react-query';
import { QUESTIONNAIRE_STATUSES, type QuestionnaireStatus } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';
import type { QuestionnairesPage } from './get-questionnaires.ts';

/** How many questionnaires the organisation has in a status: one row asked for, total read. */
export const getQuestionnaireCount = async (status: QuestionnaireStatus): Promise<number> =>
  (await api.get<QuestionnairesPage>(`/questionnaires${listQuery({ status, limit: 1 })}`)).total;

/** The header's counts by status, whatever the list's filters; under lists(), so changes refresh them. */
export const useQuestionnaireCounts = () =>
  useQueries({
    queries: QUESTIONNAIRE_STATUSES.map((status) => ({
      queryKey: [...questionnaireKeys.lists(), 'count', status] as const,
      queryFn: () => getQuestionnaireCount(status),
    })),
    combine: (results) =>
      QUESTIONNAIRE_STATUSES.map((status, i) => ({
        status,
        count: results[i]?.data,
        isError: results[i]?.isError ?? false,
      })),
  });
