import { createRoute } from '@tanstack/react-router';
import { validateAnalyticsSearch } from '../../features/analytics/lib/analytics-search.ts';
import { validateReportingSearch } from '../../features/reporting/lib/reporting-search.ts';
import { dashboardRoute } from './root-routes.tsx';

// Insights & Reports (issue 13). Search validation is zod-free (decision 008).

export const analyticsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/analytics',
  validateSearch: validateAnalyticsSearch,
}).lazy(() => import('./lazy/analytics.lazy.tsx').then((m) => m.Route));

export const reportingRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/reporting',
  validateSearch: validateReportingSearch,
}).lazy(() => import('./lazy/reporting.lazy.tsx').then((m) => m.Route));
