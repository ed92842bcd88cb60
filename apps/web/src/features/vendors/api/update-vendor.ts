import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vendor } from '@rampart/contracts';
import { ApiError, api, versionHeader } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';
import type { UpdateVendorPatch } from '../lib/vendor-form.ts';

/** `version`: the updatedAt the change was made on; a newer one answers 412, nothing saved. */
export const updateVendor = ({
  id,
  patch,
  version,
}: {
  id: string;
  patch: UpdateVendorPatch;
  version?: string;
}) => api.patch<Vendor>(`/vendors/${encodeURIComponent(id)}`, patch, versionHeader(version));

export const useUpdateVendor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendor,
    onSuccess: (vendor) => {
      queryClient.setQueryData(vendorKeys.detail(vendor.id), vendor);
      // Lists, the timeline (an "updated" event) and the rest refresh in the background.
      return queryClient.invalidateQueries({ queryKey: vendorKeys.all });
    },
    // Changed by someone else since it was read: fetch their version.
    onError: (error, { id }) => {
      if (error instanceof ApiError && error.status === 412) {
        void queryClient.invalidateQueries({ queryKey: vendorKeys.detail(id) });
      }
    },
  });
};
