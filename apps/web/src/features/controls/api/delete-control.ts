import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { CONTROL_KEYS, RISKS_PREFIX } from './keys.ts';

export const deleteControl = (id: string) =>
  api.delete<{ deleted: string[] }>(`/controls/${encodeURIComponent(id)}`);

export const useDeleteControl = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteControl,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: CONTROL_KEYS.detail(id) });
      // Its mappings are gone too: the risks it reduced have a new residual score.
      void queryClient.invalidateQueries({ queryKey: RISKS_PREFIX });
      return queryClient.invalidateQueries({ queryKey: CONTROL_KEYS.lists });
    },
  });
};
