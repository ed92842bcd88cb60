import { createRootRouteWithContext, createRoute } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../lib/session.ts';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { RootLayout } from '../layouts/root-layout.tsx';
import { RouteErrorPage } from '../pages/route-error-page.tsx';

// The root and the signed-in shell load with the entry chunk: every page renders inside them,
// so splitting them off would only add a round trip before the first paint.
export const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
});

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  // The shell renders once the session is known. Ask for it as the navigation starts, alongside
  // the page's chunk, rather than after the chunk has loaded and the layout has mounted.
  beforeLoad: ({ context }) => {
    void context.queryClient.prefetchQuery(sessionQueryOptions);
  },
  component: DashboardLayout,
  // A page below fails inside the shell (the default error component renders in its outlet, so
  // the sidebar stays); this one catches what breaks the shell itself.
  errorComponent: RouteErrorPage,
});

export const optionalString = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : undefined;
