import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, VendorDocument } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';

type DocumentsList = Page<VendorDocument>;

export const getVendorDocuments = (vendorId: string) =>
  api.get<DocumentsList>(`/vendors/${encodeURIComponent(vendorId)}/documents`);

export const vendorDocumentsQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: vendorKeys.documents(vendorId),
    queryFn: () => getVendorDocuments(vendorId),
  });

export const useVendorDocuments = (vendorId: string) =>
  useQuery(vendorDocumentsQueryOptions(vendorId));
