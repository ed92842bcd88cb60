import { createRoute } from '@tanstack/react-router';
import { validateDocumentsSearch } from '../../features/documents/lib/documents-search.ts';
import { dashboardRoute } from './root-routes.tsx';

// Documents (issue 13 point 4) and a document's page. Search validation is zod-free (decision 008).

export const documentsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/documents',
  validateSearch: validateDocumentsSearch,
}).lazy(() => import('./lazy/documents.lazy.tsx').then((m) => m.Route));

export const documentDetailRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/documents/$documentId',
}).lazy(() => import('./lazy/document-detail.lazy.tsx').then((m) => m.Route));
