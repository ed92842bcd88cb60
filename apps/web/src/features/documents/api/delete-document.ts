import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { DOCUMENT_KEYS, documentPath } from './keys.ts';

export const deleteDocument = (id: string) => api.delete<{ deleted: string[] }>(documentPath(id));

export const useDeleteDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: DOCUMENT_KEYS.detail(id) });
      return queryClient.invalidateQueries({ queryKey: [...DOCUMENT_KEYS.all, 'list'] });
    },
  });
};
