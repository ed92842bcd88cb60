import { createRoute } from '@tanstack/react-router';
import { vendorsQueryOptions } from '../../features/vendors/api/get-vendors.ts';
import {
  toListParams,
  validateVendorDetailSearch,
  validateVendorsSearch,
} from '../../features/vendors/lib/vendor-search.ts';
import { prefetchIfAllowed } from './prefetch.ts';
import { dashboardRoute } from './root-routes.tsx';

// The vendor register and a vendor's page. Search validation is zod-free (decision 008).

export const vendorsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/vendors',
  validateSearch: validateVendorsSearch,
  beforeLoad: ({ context, search }) =>
    prefetchIfAllowed(
      context.queryClient,
      'vendors:read',
      vendorsQueryOptions(toListParams(search), search.page ?? 1),
    ),
}).lazy(() => import('./lazy/vendors.lazy.tsx').then((m) => m.Route));

export const vendorDetailRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/vendors/$vendorId',
  validateSearch: validateVendorDetailSearch,
}).lazy(() => import('./lazy/vendors-detail.lazy.tsx').then((m) => m.Route));
