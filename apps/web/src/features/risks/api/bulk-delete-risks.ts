import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { RISK_KEYS } from './keys.ts';

/** The server takes up to 1000 ids at once. */
export const BULK_DELETE_MAX = 1000;

/** Deletes in batches the server accepts, one after the other. */
export const bulkDeleteRisks = async (ids: string[]): Promise<{ deleted: string[] }> => {
  const deleted: string[] = [];
  for (let i = 0; i < ids.length; i += BULK_DELETE_MAX) {
    const batch = ids.slice(i, i + BULK_DELETE_MAX);
    const result = await api.post<{ deleted: string[] }>('/risks/bulk-delete', { ids: batch });
    deleted.push(...result.deleted);
  }
  return { deleted };
};

export const useBulkDeleteRisks = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteRisks,
    onSuccess: ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: RISK_KEYS.detail(id) });
      return queryClient.invalidateQueries({ queryKey: RISK_KEYS.all });
    },
  });
};
