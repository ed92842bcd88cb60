import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Page, LIST_LIMIT_MAX, type Finding } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';
import { listQuery } from '../../../lib/search-params.ts';

/** A finding raised by a vendor assessment (vendorId, findingKey; riskId once in the register). */
export type VendorFinding = Finding;

type FindingsPage = Page<VendorFinding>;

/** A vendor has a handful of findings (one per rule at most): one page holds them all. */
export const getVendorFindings = (vendorId: string) =>
  api.get<FindingsPage>(
    `/findings${listQuery({ vendorId, limit: LIST_LIMIT_MAX, sortBy: 'severity', sortDirection: 'desc' })}`,
  );

export const vendorFindingsQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: vendorKeys.findings(vendorId),
    queryFn: () => getVendorFindings(vendorId),
  });

export const useVendorFindings = (vendorId: string) =>
  useQuery(vendorFindingsQueryOptions(vendorId));
