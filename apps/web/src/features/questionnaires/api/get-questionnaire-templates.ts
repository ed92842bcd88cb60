import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireTemplate } from '@rampart/contracts';
import { getAllItems } from '../../../lib/api-client.ts';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';

/** Every template the server ships, for the picker. */
export const getQuestionnaireTemplates = (signal?: AbortSignal) =>
  getAllItems<QuestionnaireTemplate>('/questionnaires/templates', signal);

export const questionnaireTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: questionnaireKeys.templates(),
    queryFn: ({ signal }) => getQuestionnaireTemplates(signal),
    // Shipped with the server: they change only with a deploy.
    staleTime: Infinity,
  });

export const useQuestionnaireTemplates = () => useQuery(questionnaireTemplatesQueryOptions());
