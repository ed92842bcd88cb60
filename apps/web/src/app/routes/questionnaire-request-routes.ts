import { createRoute } from '@tanstack/react-router';
import { dashboardRoute, rootRoute } from './root-routes.tsx';

// Vendors answering questionnaires through a link (issue 12 point 5). The recipient's page is
// outside the dashboard shell: no session, no sidebar.

export const respondRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/respond/$token',
}).lazy(() => import('./lazy/respond.lazy.tsx').then((m) => m.Route));

export const questionnaireResponsesRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/questionnaires/$questionnaireId/responses',
}).lazy(() => import('./lazy/questionnaire-responses.lazy.tsx').then((m) => m.Route));

export const questionnaireResponseRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/questionnaires/$questionnaireId/responses/$requestId',
}).lazy(() => import('./lazy/questionnaire-response.lazy.tsx').then((m) => m.Route));
