import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vendor } from '@rampart/contracts';
import { api } from '../api-client.ts';
import { vendorKeys } from './vendor-keys.ts';

export const getVendor = (id: string) => api.get<Vendor>(`/vendors/${encodeURIComponent(id)}`);

export const vendorQueryOptions = (id: string) =>
  queryOptions({ queryKey: vendorKeys.detail(id), queryFn: () => getVendor(id) });

export const useVendor = (id: string | undefined) =>
  useQuery({ ...vendorQueryOptions(id ?? ''), enabled: Boolean(id) });
