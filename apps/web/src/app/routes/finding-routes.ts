import { createRoute } from '@tanstack/react-router';
import { validateFindingsSearch } from '../../features/findings/lib/findings-search.ts';
import { dashboardRoute } from './root-routes.tsx';

// The findings register. Search validation is zod-free (decision 008).

export const findingsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/findings',
  validateSearch: validateFindingsSearch,
}).lazy(() => import('./lazy/findings.lazy.tsx').then((m) => m.Route));
