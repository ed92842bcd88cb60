import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, Vendor } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { CHOICES_LIMIT } from './get-control-choices.ts';
import { DOCUMENT_KEYS } from './keys.ts';

type VendorsPage = Page<Vendor>;

/** The organisation's vendors found by name, for a document's links. */
export const getVendorChoices = (search: string) =>
  api.get<VendorsPage>(
    `/vendors${listQuery({ search, limit: CHOICES_LIMIT, sortBy: 'name', sortDirection: 'asc' })}`,
  );

export const useVendorChoices = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: DOCUMENT_KEYS.vendors(search),
    queryFn: () => getVendorChoices(search),
    placeholderData: keepPreviousData,
    enabled,
  });
