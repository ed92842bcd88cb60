import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestKeys } from '../lib/request-keys.ts';
import { allRequests } from './get-questionnaire-requests.ts';

/** The questionnaires sent to one vendor, across questionnaires the actor may see. */
export const getVendorRequests = (vendorId: string, signal?: AbortSignal) =>
  allRequests(`/vendors/${encodeURIComponent(vendorId)}/questionnaire-requests`, signal);

export const vendorRequestsQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: requestKeys.ofVendor(vendorId),
    queryFn: ({ signal }) => getVendorRequests(vendorId, signal),
  });

export const useVendorRequests = (vendorId: string) =>
  useQuery(vendorRequestsQueryOptions(vendorId));
