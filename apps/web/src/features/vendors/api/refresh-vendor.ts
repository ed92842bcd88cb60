import { useMutation } from '@tanstack/react-query';
import type { VendorExtractionJob } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';

/** Starts reading the vendor's site again; the answer is the job to follow. */
export const refreshVendor = (vendorId: string) =>
  api.post<VendorExtractionJob>(`/vendors/${encodeURIComponent(vendorId)}/refresh`);

export const useRefreshVendor = () => useMutation({ mutationFn: refreshVendor });
