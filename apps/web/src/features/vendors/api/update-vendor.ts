import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vendor } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';
import type { UpdateVendorPatch } from '../lib/vendor-form.ts';

export const updateVendor = ({ id, patch }: { id: string; patch: UpdateVendorPatch }) =>
  api.patch<Vendor>(`/vendors/${encodeURIComponent(id)}`, patch);

export const useUpdateVendor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendor,
    onSuccess: (vendor) => {
      queryClient.setQueryData(vendorKeys.detail(vendor.id), vendor);
      // Lists, the timeline (an "updated" event) and the rest refresh in the background.
      return queryClient.invalidateQueries({ queryKey: vendorKeys.all });
    },
  });
};
