import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import {
  complianceFrameworkRoute,
  complianceGapsRoute,
  complianceRoute,
  controlDetailRoute,
  controlGenerationRoute,
  controlsRoute,
  libraryRoute,
  trustCenterRoute,
} from './routes/control-routes.ts';
import { findingsRoute } from './routes/finding-routes.ts';
import { documentDetailRoute, documentsRoute } from './routes/document-routes.ts';
import {
  answerLibraryRoute,
  customerQuestionnaireRoute,
  customerQuestionnairesRoute,
  importCustomerQuestionnaireRoute,
} from './routes/customer-questionnaire-routes.ts';
import {
  indexRoute,
  invitationRoute,
  loginRoute,
  twoFactorSetupRoute,
  registerRoute,
  unauthorizedRoute,
} from './routes/public-routes.ts';
import {
  riskAssessmentRoute,
  riskDetailRoute,
  riskHeatmapRoute,
  riskMonitoringRoute,
  risksRoute,
} from './routes/risk-routes.ts';
import { dashboardRoute, rootRoute } from './routes/root-routes.tsx';
import { vendorDetailRoute, vendorsRoute } from './routes/vendor-routes.ts';
import { analyticsRoute, reportingRoute } from './routes/insight-routes.ts';
import { questionnaireEditorRoute, questionnairesRoute } from './routes/questionnaire-routes.ts';
import { proboLayoutRoute, proboRoute } from './routes/probo-routes.ts';
import { sharedLinkRoute } from './routes/shared-link-routes.ts';
import { oauthAuthorizeRoute } from './routes/oauth-routes.ts';
import {
  questionnaireResponseRoute,
  questionnaireResponsesRoute,
  respondRoute,
} from './routes/questionnaire-request-routes.ts';
import {
  activityRoute,
  ariaInsightsRoute,
  ariaRoute,
  assessmentDetailRoute,
  assessmentsRoute,
  dashboardIndexRoute,
  organizationRoute,
  profileRoute,
  quickActionsRoute,
  settingsIndexRoute,
  spreadsheetsRoute,
} from './routes/workspace-routes.ts';

// Each page's component is its own chunk (see routes/ and docs/decisions/008); this file only
// assembles the tree, so the entry chunk holds the shell, the route table and search parsing.
const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  twoFactorSetupRoute,
  registerRoute,
  invitationRoute,
  unauthorizedRoute,
  respondRoute,
  sharedLinkRoute,
  oauthAuthorizeRoute,
  proboLayoutRoute.addChildren([proboRoute]),
  dashboardRoute.addChildren([
    dashboardIndexRoute,
    activityRoute,
    quickActionsRoute,
    settingsIndexRoute,
    profileRoute,
    organizationRoute,
    risksRoute,
    riskAssessmentRoute,
    riskHeatmapRoute,
    riskDetailRoute,
    riskMonitoringRoute,
    controlsRoute,
    controlDetailRoute,
    libraryRoute,
    controlGenerationRoute,
    findingsRoute,
    complianceRoute,
    complianceGapsRoute,
    complianceFrameworkRoute,
    trustCenterRoute,
    assessmentsRoute,
    assessmentDetailRoute,
    vendorsRoute,
    vendorDetailRoute,
    questionnairesRoute,
    questionnaireEditorRoute,
    questionnaireResponsesRoute,
    questionnaireResponseRoute,
    customerQuestionnairesRoute,
    importCustomerQuestionnaireRoute,
    answerLibraryRoute,
    customerQuestionnaireRoute,
    spreadsheetsRoute,
    ariaRoute,
    ariaInsightsRoute,
    analyticsRoute,
    reportingRoute,
    documentsRoute,
    documentDetailRoute,
  ]),
]);

export const createAppRouter = (queryClient: QueryClient) =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Data is cached by TanStack Query; the router need not cache loader results too.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    // Every route, lazy or not, shows a styled error with a Reload button (and reloads once by
    // itself when a page chunk failed to load) instead of the router's bare fallback.
    defaultErrorComponent: RouteErrorPage,
    defaultPendingComponent: () => <FullPageSpinner />,
    scrollRestoration: true,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
