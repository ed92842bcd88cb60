import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';

export const deleteVendor = (id: string) =>
  api.delete<unknown>(`/vendors/${encodeURIComponent(id)}`);

export const useDeleteVendor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVendor,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: vendorKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: vendorKeys.lists() });
    },
  });
};
