import { createLazyRoute } from '@tanstack/react-router';
import { FindingsRoute } from '../../pages/findings-route.tsx';

const FindingsRouteComponent = () => {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FindingsRoute
      search={search}
      onSearchChange={(update) => void navigate({ search: update, replace: true })}
    />
  );
};

export const Route = createLazyRoute('/dashboard/findings')({ component: FindingsRouteComponent });
