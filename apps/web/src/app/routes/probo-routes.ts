import { createRoute } from '@tanstack/react-router';
import {
  validateLibrarySearch,
  type LibrarySearch,
} from '../../features/library/lib/library-search.ts';
import { validateHubSearch, type HubSearch } from '../../features/vendor-hub/lib/hub-search.ts';
import { sessionQueryOptions } from '../../lib/session.ts';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { RouteErrorPage } from '../pages/route-error-page.tsx';
import { rootRoute } from './root-routes.tsx';

// The vendor risk hub, /probo?tab=… (shell spec §2). It sits outside /dashboard, so it brings
// the signed-in shell itself: a layout route like the dashboard's, with the page as its index.

/** The hub's own state, and the library's filters while its tab is open. */
export type ProboSearch = HubSearch & LibrarySearch;

export const validateProboSearch = (raw: Record<string, unknown>): ProboSearch => {
  const hub = validateHubSearch(raw);
  return hub.tab === 'controls-library' ? { ...hub, ...validateLibrarySearch(raw) } : hub;
};

export const proboLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/probo',
  validateSearch: validateProboSearch,
  // As for /dashboard: the session is asked for alongside the page's chunk.
  beforeLoad: ({ context }) => {
    void context.queryClient.prefetchQuery(sessionQueryOptions);
  },
  component: DashboardLayout,
  errorComponent: RouteErrorPage,
});

export const proboRoute = createRoute({
  getParentRoute: () => proboLayoutRoute,
  path: '/',
}).lazy(() => import('./lazy/probo.lazy.tsx').then((m) => m.Route));
