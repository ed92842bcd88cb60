import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Vendor } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { VENDORS_PAGE_SIZE, type VendorListParams } from '../lib/vendor-search.ts';

export type VendorsPage = Page<Vendor>;

/** One page (1-based) of the register, filtered and sorted by the server. */
export const getVendors = (params: VendorListParams, page: number) =>
  api.get<VendorsPage>(
    `/vendors${listQuery({ ...params, limit: VENDORS_PAGE_SIZE, offset: (page - 1) * VENDORS_PAGE_SIZE })}`,
  );

export const vendorsQueryOptions = (params: VendorListParams, page: number) =>
  queryOptions({
    queryKey: vendorKeys.page(params, page),
    queryFn: () => getVendors(params, page),
  });

/** While another page or filter loads, the previous rows stay (flagged as placeholder). */
export const useVendors = (params: VendorListParams, page: number) =>
  useQuery({ ...vendorsQueryOptions(params, page), placeholderData: keepPreviousData });
