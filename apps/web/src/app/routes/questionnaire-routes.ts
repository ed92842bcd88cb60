import { createRoute } from '@tanstack/react-router';
import { validateEditorSearch } from '../../features/questionnaire-editor/lib/editor-search.ts';
import { questionnairesQueryOptions } from '../../features/questionnaires/api/get-questionnaires.ts';
import {
  toListParams,
  validateQuestionnairesSearch,
} from '../../features/questionnaires/lib/questionnaire-search.ts';
import { prefetchIfAllowed } from './prefetch.ts';
import { dashboardRoute } from './root-routes.tsx';

// The questionnaire list (issue 12 point 1). Search validation is zod-free (decision 008).

export const questionnairesRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/questionnaires',
  validateSearch: validateQuestionnairesSearch,
  beforeLoad: ({ context, search }) =>
    prefetchIfAllowed(
      context.queryClient,
      'questionnaires:read',
      questionnairesQueryOptions(toListParams(search), search.page ?? 1),
    ),
}).lazy(() => import('./lazy/questionnaires.lazy.tsx').then((m) => m.Route));

// The collaboration screen (issue 12 points 2 and 3). Its chunk carries Yjs and the socket
// client; the route table here reads only the zod-free mode validator.
export const questionnaireEditorRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/questionnaires/$questionnaireId',
  validateSearch: validateEditorSearch,
}).lazy(() => import('./lazy/questionnaire-editor.lazy.tsx').then((m) => m.Route));
