import { createLazyRoute } from '@tanstack/react-router';
import { DocumentDetailRoute } from '../../pages/documents-route.tsx';

const DocumentDetailRouteComponent = () => {
  const { documentId } = Route.useParams();
  return <DocumentDetailRoute documentId={documentId} />;
};

export const Route = createLazyRoute('/dashboard/documents/$documentId')({
  component: DocumentDetailRouteComponent,
});
