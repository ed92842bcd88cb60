import { createRoute } from '@tanstack/react-router';
import { validateAnswerLibrarySearch } from '../../features/answer-library/lib/library-search.ts';
import { pageNumber } from '../../lib/search-params.ts';
import { dashboardRoute } from './root-routes.tsx';

// Questionnaires customers send (issue 22): the list, the import, the answer library, one
// questionnaire.

export type CustomerQuestionnairesSearch = { page?: number };

export const customerQuestionnairesRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/customer-questionnaires',
  validateSearch: (search: Record<string, unknown>): CustomerQuestionnairesSearch => {
    const page = pageNumber(search.page);
    return page && page > 1 ? { page } : {};
  },
}).lazy(() => import('./lazy/customer-questionnaires.lazy.tsx').then((m) => m.Route));

export const importCustomerQuestionnaireRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/customer-questionnaires/import',
}).lazy(() => import('./lazy/customer-questionnaire-import.lazy.tsx').then((m) => m.Route));

// A static segment ranks before $questionnaireId, so /library is never read as an id.
export const answerLibraryRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/customer-questionnaires/library',
  validateSearch: validateAnswerLibrarySearch,
}).lazy(() => import('./lazy/answer-library.lazy.tsx').then((m) => m.Route));

export const customerQuestionnaireRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/customer-questionnaires/$questionnaireId',
}).lazy(() => import('./lazy/customer-questionnaire.lazy.tsx').then((m) => m.Route));
