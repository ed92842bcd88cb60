import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Questionnaire, RequestBody, createQuestionnaireBodySchema } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';

export type CreateQuestionnaireInput = RequestBody<typeof createQuestionnaireBodySchema>;

/** A blank draft, or a draft with a template's sections, questions, category and tags. */
export const createQuestionnaire = (input: CreateQuestionnaireInput) =>
  api.post<Questionnaire>('/questionnaires', input);

export const useCreateQuestionnaire = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestionnaire,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.lists() }),
  });
};
