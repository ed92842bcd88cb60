import { createLazyRoute } from '@tanstack/react-router';
import { LibraryRoute } from '../../pages/library-route.tsx';

const LibraryRouteComponent = () => {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LibraryRoute
      search={search}
      onSearchChange={(update) => void navigate({ search: update, replace: true })}
    />
  );
};

export const Route = createLazyRoute('/dashboard/controls/library')({
  component: LibraryRouteComponent,
});
