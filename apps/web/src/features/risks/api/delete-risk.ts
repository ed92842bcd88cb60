import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { RISK_KEYS } from './keys.ts';

export const deleteRisk = (id: string) =>
  api.delete<{ deleted: string[] }>(`/risks/${encodeURIComponent(id)}`);

export const useDeleteRisk = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRisk,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: RISK_KEYS.detail(id) });
      return queryClient.invalidateQueries({ queryKey: RISK_KEYS.all });
    },
  });
};
