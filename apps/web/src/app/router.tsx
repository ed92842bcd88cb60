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
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { useRequiredUser } from '../lib/session.ts';
import { DashboardLayout } from './layouts/dashboard-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { DashboardHome } from './pages/dashboard-home.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RegisterRoute } from './pages/register-route.tsx';
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

const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  registerRoute,
  invitationRoute,
  unauthorizedRoute,
  dashboardRoute.addChildren([
    dashboardIndexRoute,
    activityRoute,
    settingsIndexRoute,
    profileRoute,
    organizationRoute,
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
