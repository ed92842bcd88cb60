import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Questionnaire } from '@rampart/contracts';
import { api } from '../api-client.ts';
import { questionnaireKeys } from './questionnaire-keys.ts';
import type { StatusAction } from './status-actions.ts';

/**
 * Publish, revise, archive or unarchive. A refused publish is a 400 whose details name each
 * issue of the structure by its path; a change the status does not allow is a 409.
 */
export const changeQuestionnaireStatus = ({ id, action }: { id: string; action: StatusAction }) =>
  api.post<Questionnaire>(`/questionnaires/${encodeURIComponent(id)}/status`, { action });

export const useChangeQuestionnaireStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeQuestionnaireStatus,
    onSuccess: (q) => {
      queryClient.setQueryData(questionnaireKeys.detail(q.id), q);
      return queryClient.invalidateQueries({ queryKey: questionnaireKeys.lists() });
    },
  });
};
