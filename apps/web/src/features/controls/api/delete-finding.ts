import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

export const deleteFinding = ({ id }: { id: string; controlId: string }) =>
  api.delete<{ deleted: string[] }>(`/findings/${encodeURIComponent(id)}`);

export const useDeleteFinding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFinding,
    onSuccess: (_, { controlId }) =>
      queryClient.invalidateQueries({ queryKey: CONTROL_KEYS.findings(controlId) }),
  });
};
