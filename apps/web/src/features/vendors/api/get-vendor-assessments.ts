import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorAssessment } from '@rampart/contracts';
import { getAllItems } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';

/** Every assessment of the vendor: the tab shows the latest and the whole score history. */
export const getVendorAssessments = (vendorId: string, signal?: AbortSignal) =>
  getAllItems<VendorAssessment>(`/vendors/${encodeURIComponent(vendorId)}/assessments`, signal);

export const vendorAssessmentsQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: vendorKeys.assessments(vendorId),
    queryFn: ({ signal }) => getVendorAssessments(vendorId, signal),
  });

export const useVendorAssessments = (vendorId: string) =>
  useQuery(vendorAssessmentsQueryOptions(vendorId));
