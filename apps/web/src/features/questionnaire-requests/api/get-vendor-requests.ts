import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { requestKeys } from '../lib/request-keys.ts';
import type { RequestList } from './get-questionnaire-requests.ts';

/** The questionnaires sent to one vendor, across questionnaires the actor may see. */
export const getVendorRequests = (vendorId: string) =>
  api.get<RequestList>(`/vendors/${encodeURIComponent(vendorId)}/questionnaire-requests?limit=200`);

export const vendorRequestsQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: requestKeys.ofVendor(vendorId),
    queryFn: () => getVendorRequests(vendorId),
  });

export const useVendorRequests = (vendorId: string) =>
  useQuery(vendorRequestsQueryOptions(vendorId));
