import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';
import type { VendorFinding } from './get-vendor-findings.ts';

export type MapFindingControlInput = { findingId: string; vendorId: string; controlId: string };

export const mapFindingControl = ({ findingId, controlId }: MapFindingControlInput) =>
  api.patch<VendorFinding>(`/findings/${encodeURIComponent(findingId)}`, { controlId });

/** The finding now shows on the control's page too: both refresh. */
export const useMapFindingControl = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mapFindingControl,
    onSuccess: (_finding, { vendorId, controlId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorKeys.findings(vendorId) }),
        // The controls feature caches a control's findings under ['controls', 'findings', id].
        queryClient.invalidateQueries({ queryKey: ['controls', 'findings', controlId] }),
      ]),
  });
};
