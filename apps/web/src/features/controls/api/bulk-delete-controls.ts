import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { CONTROL_KEYS, RISKS_PREFIX } from './keys.ts';

/** The server takes up to 1000 ids at once. */
export const BULK_DELETE_MAX = 1000;

/** Deletes in batches the server accepts, one after the other. */
export const bulkDeleteControls = async (ids: string[]): Promise<{ deleted: string[] }> => {
  const deleted: string[] = [];
  for (let i = 0; i < ids.length; i += BULK_DELETE_MAX) {
    const batch = ids.slice(i, i + BULK_DELETE_MAX);
    const result = await api.post<{ deleted: string[] }>('/controls/bulk-delete', { ids: batch });
    deleted.push(...result.deleted);
  }
  return { deleted };
};

export const useBulkDeleteControls = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteControls,
    onSuccess: ({ deleted }) => {
      for (const id of deleted) queryClient.removeQueries({ queryKey: CONTROL_KEYS.detail(id) });
      void queryClient.invalidateQueries({ queryKey: RISKS_PREFIX });
      return queryClient.invalidateQueries({ queryKey: CONTROL_KEYS.all });
    },
  });
};
