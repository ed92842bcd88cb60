import { createLazyRoute } from '@tanstack/react-router';
import { ControlsRoute } from '../../pages/controls-route.tsx';

const ControlsRouteComponent = () => {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ControlsRoute
      search={search}
      onSearchChange={(update) => void navigate({ search: update, replace: true })}
    />
  );
};

export const Route = createLazyRoute('/dashboard/controls')({ component: ControlsRouteComponent });
