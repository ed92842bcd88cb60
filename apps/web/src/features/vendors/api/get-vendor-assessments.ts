import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorAssessment } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';

type AssessmentsList = { items: VendorAssessment[] };

export const getVendorAssessments = (vendorId: string) =>
  api.get<AssessmentsList>(`/vendors/${encodeURIComponent(vendorId)}/assessments`);

export const vendorAssessmentsQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: vendorKeys.assessments(vendorId),
    queryFn: () => getVendorAssessments(vendorId),
  });

export const useVendorAssessments = (vendorId: string) =>
  useQuery(vendorAssessmentsQueryOptions(vendorId));
