import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { validateMatrixSearch } from '../../features/spreadsheets/lib/matrix-search.ts';
import { validateAriaSearch } from '../../features/aria-chat/lib/search.ts';
import { dashboardRoute } from './root-routes.tsx';

// The dashboard, settings, assessments, spreadsheets and Aria: one chunk per page.

export const dashboardIndexRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../pages/dashboard-home.tsx'), 'DashboardHome'),
});

export const activityRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/activity',
}).lazy(() => import('./lazy/activity.lazy.tsx').then((m) => m.Route));

export const quickActionsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/quick-actions',
  component: lazyRouteComponent(
    () => import('../pages/quick-actions-page.tsx'),
    'QuickActionsPage',
  ),
});

export const settingsIndexRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/settings',
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/settings/profile' });
  },
});

export const profileRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/settings/profile',
}).lazy(() => import('./lazy/profile.lazy.tsx').then((m) => m.Route));

export const organizationRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/settings/organization',
}).lazy(() => import('./lazy/organization.lazy.tsx').then((m) => m.Route));

export const assessmentsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/assessments',
  component: lazyRouteComponent(() => import('../pages/assessments-route.tsx'), 'AssessmentsRoute'),
});

export const assessmentDetailRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/assessments/$assessmentId',
}).lazy(() => import('./lazy/assessment-detail.lazy.tsx').then((m) => m.Route));

export const spreadsheetsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/spreadsheets',
  validateSearch: validateMatrixSearch,
}).lazy(() => import('./lazy/spreadsheets.lazy.tsx').then((m) => m.Route));

export const ariaInsightsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/aria/insights',
  component: lazyRouteComponent(
    () => import('../pages/aria-insights-route.tsx'),
    'AriaInsightsRoute',
  ),
});

export const ariaRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/aria',
  validateSearch: validateAriaSearch,
}).lazy(() => import('./lazy/aria-chat.lazy.tsx').then((m) => m.Route));
