import { createRoute } from '@tanstack/react-router';
import { validateQuestionnairesSearch } from '../../features/questionnaires/lib/questionnaire-search.ts';
import { dashboardRoute } from './root-routes.tsx';

// The questionnaire list (issue 12 point 1). Search validation is zod-free (decision 008).

export const questionnairesRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/questionnaires',
  validateSearch: validateQuestionnairesSearch,
}).lazy(() => import('./lazy/questionnaires.lazy.tsx').then((m) => m.Route));
