import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root-routes.tsx';

// A questionnaire's share link (issue 12 point 4): public, outside the dashboard shell. Its chunk
// carries Yjs and the socket client, like the collaboration screen's.
export const sharedLinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shared/$token',
}).lazy(() => import('./lazy/shared-link.lazy.tsx').then((m) => m.Route));
