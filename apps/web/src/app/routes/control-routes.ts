import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateControlsSearch } from '../../features/controls/lib/controls-search.ts';
import { validateGenerationSearch } from '../../features/control-generation/lib/generation-search.ts';
import { validateLibrarySearch } from '../../features/library/lib/library-search.ts';
import {
  validateFrameworkSearch,
  validateGapsSearch,
} from '../../features/compliance/lib/search.ts';
import { dashboardRoute } from './root-routes.tsx';

// Controls, the control library, generation, compliance and the trust centre.

export const controlsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/controls',
  validateSearch: validateControlsSearch,
}).lazy(() => import('./lazy/controls.lazy.tsx').then((m) => m.Route));

export const controlDetailRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/controls/$controlId',
}).lazy(() => import('./lazy/control-detail.lazy.tsx').then((m) => m.Route));

export const controlGenerationRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/controls/generate',
  validateSearch: validateGenerationSearch,
}).lazy(() => import('./lazy/control-generation.lazy.tsx').then((m) => m.Route));

export const libraryRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/controls/library',
  validateSearch: validateLibrarySearch,
}).lazy(() => import('./lazy/library.lazy.tsx').then((m) => m.Route));

export const complianceRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/compliance',
  component: lazyRouteComponent(
    () => import('../pages/compliance-status-route.tsx'),
    'ComplianceStatusRoute',
  ),
});

export const complianceGapsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/compliance/gaps',
  validateSearch: validateGapsSearch,
}).lazy(() => import('./lazy/compliance-gaps.lazy.tsx').then((m) => m.Route));

export const complianceFrameworkRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/compliance/$frameworkId',
  validateSearch: validateFrameworkSearch,
}).lazy(() => import('./lazy/compliance-framework.lazy.tsx').then((m) => m.Route));

export const trustCenterRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/trust-center',
  component: lazyRouteComponent(
    () => import('../pages/trust-center-route.tsx'),
    'TrustCenterRoute',
  ),
});
