import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ActivityPage } from '../features/audit/components/activity-page.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { AcceptInvitationPage } from '../features/invitations/components/accept-invitation-page.tsx';
import { OrganizationSettingsPage } from '../features/organization/components/organization-settings-page.tsx';
import { ProfilePage } from '../features/profile/components/profile-page.tsx';
import { validateRegisterSearch } from '../features/risks/lib/register-search.ts';
import { validateControlsSearch } from '../features/controls/lib/controls-search.ts';
import { validateMatrixSearch } from '../features/spreadsheets/lib/matrix-search.ts';
import { validateAriaSearch } from '../features/aria-chat/lib/search.ts';
import { validateFrameworkSearch, validateGapsSearch } from '../features/compliance/lib/search.ts';
import { validateLibrarySearch } from '../features/library/lib/library-search.ts';
import { validateGenerationSearch } from '../features/control-generation/lib/generation-search.ts';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { useRequiredUser } from '../lib/session.ts';
import { DashboardLayout } from './layouts/dashboard-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { ComplianceFrameworkRoute } from './pages/compliance-framework-route.tsx';
import { ComplianceGapsRoute } from './pages/compliance-gaps-route.tsx';
import { ComplianceStatusRoute } from './pages/compliance-status-route.tsx';
import { AriaInsightsRoute } from './pages/aria-insights-route.tsx';
import { AssessmentsDetailRoute } from './pages/assessments-detail-route.tsx';
import { AssessmentsRoute } from './pages/assessments-route.tsx';
import { ControlDetailRoute } from './pages/control-detail-route.tsx';
import { ControlsRoute } from './pages/controls-route.tsx';
import { DashboardHome } from './pages/dashboard-home.tsx';
import { LibraryRoute } from './pages/library-route.tsx';
import { ControlGenerationRoute } from './pages/control-generation-route.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RegisterRoute } from './pages/register-route.tsx';
import { RiskAssessmentRoute } from './pages/risk-assessment-route.tsx';
import { RiskDetailRoute } from './pages/risk-detail-route.tsx';
import { RiskHeatmapRoute } from './pages/risk-heatmap-route.tsx';
import { QuickActionsPage } from './pages/quick-actions-page.tsx';
import { RiskMonitoringRoute } from './pages/risk-monitoring-route.tsx';
import { RiskRegisterRoute } from './pages/risk-register-route.tsx';
import { SpreadsheetsRoute } from './pages/spreadsheets-route.tsx';
import { AriaChatRoute } from './pages/aria-chat-route.tsx';
import { UnauthorizedPage } from './pages/unauthorized-page.tsx';
import { RouteGuard } from './route-guard.tsx';

const optionalString = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : undefined;

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/dashboard' });
  },
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/login',
  validateSearch: (search: Record<string, unknown>): { from?: string } => ({
    from: optionalString(search.from),
  }),
  component: function LoginRoute() {
    const { from } = loginRoute.useSearch();
    return <LoginPage from={from} />;
  },
});

const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/register',
  validateSearch: (search: Record<string, unknown>): { invitation?: string } => ({
    invitation: optionalString(search.invitation),
  }),
  component: function RegisterRouteComponent() {
    const { invitation } = registerRoute.useSearch();
    return <RegisterRoute invitationToken={invitation} />;
  },
});

const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invitations/$token',
  component: function InvitationRoute() {
    const { token } = invitationRoute.useParams();
    return <AcceptInvitationPage token={token} />;
  },
});

const unauthorizedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/unauthorized',
  component: UnauthorizedPage,
});

const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  component: DashboardLayout,
});

const dashboardIndexRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/',
  component: DashboardHome,
});

const activityRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/activity',
  component: () => (
    <RouteGuard permissions={['audit:read']}>
      <ActivityPage />
    </RouteGuard>
  ),
});

const quickActionsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/quick-actions',
  component: QuickActionsPage,
});

const settingsIndexRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/settings',
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/settings/profile' });
  },
});

const profileRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/settings/profile',
  component: function ProfileRoute() {
    return <ProfilePage user={useRequiredUser()} />;
  },
});

const organizationRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/settings/organization',
  component: function OrganizationRoute() {
    return <OrganizationSettingsPage user={useRequiredUser()} />;
  },
});

const risksRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/risks',
  validateSearch: validateRegisterSearch,
  component: function RisksRoute() {
    const search = risksRoute.useSearch();
    const navigate = risksRoute.useNavigate();
    return (
      <RiskRegisterRoute
        search={search}
        onSearchChange={(update) => void navigate({ search: update, replace: true })}
      />
    );
  },
});

const riskAssessmentRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/risks/assessment',
  validateSearch: (search: Record<string, unknown>): { riskId?: string } => ({
    riskId: optionalString(search.riskId),
  }),
  component: function RiskAssessmentRouteComponent() {
    const { riskId } = riskAssessmentRoute.useSearch();
    const navigate = riskAssessmentRoute.useNavigate();
    return (
      <RiskAssessmentRoute
        riskId={riskId}
        onRiskChange={(id) => void navigate({ search: { riskId: id } })}
      />
    );
  },
});

const riskHeatmapRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/risks/heatmap',
  component: RiskHeatmapRoute,
});

const riskDetailRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/risks/$riskId',
  component: function RiskDetailRouteComponent() {
    const { riskId } = riskDetailRoute.useParams();
    return <RiskDetailRoute riskId={riskId} />;
  },
});

const riskMonitoringRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/risks/monitoring',
  component: RiskMonitoringRoute,
});

const controlsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/controls',
  validateSearch: validateControlsSearch,
  component: function ControlsRouteComponent() {
    const search = controlsRoute.useSearch();
    const navigate = controlsRoute.useNavigate();
    return (
      <ControlsRoute
        search={search}
        onSearchChange={(update) => void navigate({ search: update, replace: true })}
      />
    );
  },
});

const controlDetailRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/controls/$controlId',
  component: function ControlDetailRouteComponent() {
    const { controlId } = controlDetailRoute.useParams();
    return <ControlDetailRoute controlId={controlId} />;
  },
});

const controlGenerationRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/controls/generate',
  validateSearch: validateGenerationSearch,
  component: function ControlGenerationRouteComponent() {
    const search = controlGenerationRoute.useSearch();
    const navigate = controlGenerationRoute.useNavigate();
    return (
      <ControlGenerationRoute
        search={search}
        onSearchChange={(update) => void navigate({ search: update, replace: true })}
      />
    );
  },
});

const libraryRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/controls/library',
  validateSearch: validateLibrarySearch,
  component: function LibraryRouteComponent() {
    const search = libraryRoute.useSearch();
    const navigate = libraryRoute.useNavigate();
    return (
      <LibraryRoute
        search={search}
        onSearchChange={(update) => void navigate({ search: update, replace: true })}
      />
    );
  },
});

const complianceRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/compliance',
  component: ComplianceStatusRoute,
});

const complianceGapsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/compliance/gaps',
  validateSearch: validateGapsSearch,
  component: function ComplianceGapsRouteComponent() {
    const search = complianceGapsRoute.useSearch();
    const navigate = complianceGapsRoute.useNavigate();
    return (
      <ComplianceGapsRoute
        search={search}
        onSearchChange={(update) => void navigate({ search: update, replace: true })}
      />
    );
  },
});

const complianceFrameworkRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/compliance/$frameworkId',
  validateSearch: validateFrameworkSearch,
  component: function ComplianceFrameworkRouteComponent() {
    const { frameworkId } = complianceFrameworkRoute.useParams();
    const search = complianceFrameworkRoute.useSearch();
    const navigate = complianceFrameworkRoute.useNavigate();
    return (
      <ComplianceFrameworkRoute
        frameworkId={frameworkId}
        search={search}
        onSearchChange={(update) => void navigate({ search: update, replace: true })}
      />
    );
  },
});

const assessmentsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/assessments',
  component: AssessmentsRoute,
});

const assessmentDetailRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/assessments/$assessmentId',
  component: function AssessmentDetailRouteComponent() {
    const { assessmentId } = assessmentDetailRoute.useParams();
    return <AssessmentsDetailRoute assessmentId={assessmentId} />;
  },
});

const spreadsheetsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/spreadsheets',
  validateSearch: validateMatrixSearch,
  component: function SpreadsheetsRouteComponent() {
    const search = spreadsheetsRoute.useSearch();
    const navigate = spreadsheetsRoute.useNavigate();
    return (
      <SpreadsheetsRoute
        search={search}
        onSearchChange={(update) => void navigate({ search: update, replace: true })}
      />
    );
  },
});

const ariaInsightsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/aria/insights',
  component: AriaInsightsRoute,
});

const ariaRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/aria',
  validateSearch: validateAriaSearch,
  component: function AriaRouteComponent() {
    const search = ariaRoute.useSearch();
    const navigate = ariaRoute.useNavigate();
    return (
      <AriaChatRoute
        search={search}
        onSearchChange={(update) => void navigate({ search: update, replace: true })}
      />
    );
  },
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  registerRoute,
  invitationRoute,
  unauthorizedRoute,
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
    complianceRoute,
    complianceGapsRoute,
    complianceFrameworkRoute,
    assessmentsRoute,
    assessmentDetailRoute,
    spreadsheetsRoute,
    ariaRoute,
    ariaInsightsRoute,
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
    defaultPendingComponent: () => <FullPageSpinner />,
    scrollRestoration: true,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
