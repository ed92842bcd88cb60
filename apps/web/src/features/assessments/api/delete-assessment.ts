import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ASSESSMENT_KEYS } from './keys.ts';

export const deleteAssessment = (id: string) =>
  api.delete<{ deleted: string[] }>(`/assessments/${encodeURIComponent(id)}`);

export const useDeleteAssessment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssessment,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: ASSESSMENT_KEYS.detail(id) });
      return queryClient.invalidateQueries({ queryKey: ASSESSMENT_KEYS.lists });
    },
  });
};
