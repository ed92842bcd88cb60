import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { REPORT_KEYS } from './keys.ts';

export const deleteDefinition = (id: string) =>
  api.delete<unknown>(`/reports/definitions/${encodeURIComponent(id)}`);

export const useDeleteDefinition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDefinition,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: REPORT_KEYS.definition(id) });
      return queryClient.invalidateQueries({ queryKey: REPORT_KEYS.definitions, exact: true });
    },
  });
};
