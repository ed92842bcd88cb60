import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { questionnaireKeys } from './questionnaire-keys.ts';

export const deleteQuestionnaire = (id: string) =>
  api.delete<{ deleted: string[] }>(`/questionnaires/${encodeURIComponent(id)}`);

export const useDeleteQuestionnaire = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestionnaire,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: questionnaireKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: questionnaireKeys.lists() });
    },
  });
};
