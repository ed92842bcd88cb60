import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireTemplate } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';

export const getQuestionnaireTemplates = () =>
  api.get<QuestionnaireTemplate[]>('/questionnaires/templates');

export const questionnaireTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: questionnaireKeys.templates(),
    queryFn: getQuestionnaireTemplates,
    // Shipped with the server: they change only with a deploy.
    staleTime: Infinity,
  });

export const useQuestionnaireTemplates = () => useQuery(questionnaireTemplatesQueryOptions());
