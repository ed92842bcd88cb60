import { createLazyRoute } from '@tanstack/react-router';
import { DocumentsRoute } from '../../pages/documents-route.tsx';

const DocumentsRouteComponent = () => {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DocumentsRoute
      search={search}
      onSearchChange={(update) => void navigate({ search: update, replace: true })}
    />
  );
};

export const Route = createLazyRoute('/dashboard/documents')({
  component: DocumentsRouteComponent,
});
