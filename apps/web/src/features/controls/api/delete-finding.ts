import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateFindings } from '../../../lib/finding-api/invalidate-findings.ts';

export const deleteFinding = ({ id }: { id: string }) =>
  api.delete<{ deleted: string[] }>(`/findings/${encodeURIComponent(id)}`);

export const useDeleteFinding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFinding,
    onSuccess: () => invalidateFindings(queryClient),
  });
};
