import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorDashboard } from '@rampart/contracts';
import { api } from '../api-client.ts';
import { vendorKeys } from './vendor-keys.ts';

/** Every figure of the hub's dashboard, counted by the server in one answer. */
export const getVendorDashboard = () => api.get<VendorDashboard>('/vendors/dashboard');

export const vendorDashboardQueryOptions = queryOptions({
  queryKey: vendorKeys.dashboard,
  queryFn: getVendorDashboard,
});

export const useVendorDashboard = () => useQuery(vendorDashboardQueryOptions);
