import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VendorAssessment } from '@rampart/contracts';
import { api } from '../api-client.ts';
import { vendorKeys } from './vendor-keys.ts';

export type AssessVendorInput = {
  vendorId: string;
  /** Ask the configured model for a narrative on top of the rules. */
  enhanced?: boolean;
};

/** What a failed assessment is called on screen, as the spec words it. */
export const assessFailureTitle = (enhanced: boolean | undefined): string =>
  enhanced ? 'Failed to perform enhanced vendor assessment' : 'Failed to assess vendor';

export const assessVendor = ({ vendorId, enhanced = false }: AssessVendorInput) =>
  api.post<VendorAssessment>(`/vendors/${encodeURIComponent(vendorId)}/assess`, { enhanced });

/**
 * An assessment changes the vendor's score, status, findings and timeline: all of them live
 * under ['vendors'] and refresh together.
 */
export const useAssessVendor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assessVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
};
