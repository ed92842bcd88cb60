import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root-routes.tsx';

// The consent screen an AI assistant sends its person to (issue 23 point 2): public, outside the
// dashboard shell; the page asks the person to sign in first when they are not. Its parameters
// are read from the address as sent (the router's search parsing would turn "123" into a number).
export const oauthAuthorizeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/oauth/authorize',
}).lazy(() => import('./lazy/oauth-authorize.lazy.tsx').then((m) => m.Route));
