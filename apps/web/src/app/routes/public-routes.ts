import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { optionalString, rootRoute } from './root-routes.tsx';

// Route definitions (paths, search validation) stay in the entry chunk; each page's component
// is a separate chunk fetched when its route matches or is preloaded on intent.

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/dashboard' });
  },
});

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/login',
  // sso: why a single sign-on came back without a session (the page says it in words);
  // step=second-factor with its methods: a single sign-on whose person gives their own factor next.
  validateSearch: (
    search: Record<string, unknown>,
  ): { from?: string; sso?: string; step?: string; methods?: string } => ({
    from: optionalString(search.from),
    sso: optionalString(search.sso),
    step: optionalString(search.step),
    methods: optionalString(search.methods),
  }),
}).lazy(() => import('./lazy/login.lazy.tsx').then((m) => m.Route));

export const twoFactorSetupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/two-factor-setup',
  validateSearch: (search: Record<string, unknown>): { from?: string } => ({
    from: optionalString(search.from),
  }),
}).lazy(() => import('./lazy/two-factor-setup.lazy.tsx').then((m) => m.Route));

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/register',
  validateSearch: (search: Record<string, unknown>): { invitation?: string } => ({
    invitation: optionalString(search.invitation),
  }),
}).lazy(() => import('./lazy/register.lazy.tsx').then((m) => m.Route));

export const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invitations/$token',
}).lazy(() => import('./lazy/invitation.lazy.tsx').then((m) => m.Route));

export const unauthorizedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/unauthorized',
  component: lazyRouteComponent(() => import('../pages/unauthorized-page.tsx'), 'UnauthorizedPage'),
});
