import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { risksPageQueryOptions } from '../../features/risks/api/get-risks-page.ts';
import { toListParams, validateRegisterSearch } from '../../features/risks/lib/register-search.ts';
import { prefetchIfAllowed } from './prefetch.ts';
import { dashboardRoute, optionalString } from './root-routes.tsx';

export const risksRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/risks',
  validateSearch: validateRegisterSearch,
  beforeLoad: ({ context, search }) =>
    prefetchIfAllowed(
      context.queryClient,
      'risks:read',
      risksPageQueryOptions(toListParams(search), 0),
    ),
}).lazy(() => import('./lazy/risk-register.lazy.tsx').then((m) => m.Route));

export const riskAssessmentRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/risks/assessment',
  validateSearch: (search: Record<string, unknown>): { riskId?: string } => ({
    riskId: optionalString(search.riskId),
  }),
}).lazy(() => import('./lazy/risk-assessment.lazy.tsx').then((m) => m.Route));

export const riskHeatmapRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/risks/heatmap',
  component: lazyRouteComponent(
    () => import('../pages/risk-heatmap-route.tsx'),
    'RiskHeatmapRoute',
  ),
});

export const riskDetailRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/risks/$riskId',
}).lazy(() => import('./lazy/risk-detail.lazy.tsx').then((m) => m.Route));

export const riskMonitoringRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/risks/monitoring',
  component: lazyRouteComponent(
    () => import('../pages/risk-monitoring-route.tsx'),
    'RiskMonitoringRoute',
  ),
});
