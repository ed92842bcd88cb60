import { createLazyRoute } from '@tanstack/react-router';
import { ControlGenerationRoute } from '../../pages/control-generation-route.tsx';

const ControlGenerationRouteComponent = () => {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ControlGenerationRoute
      search={search}
      onSearchChange={(update) => void navigate({ search: update, replace: true })}
    />
  );
};

export const Route = createLazyRoute('/dashboard/controls/generate')({
  component: ControlGenerationRouteComponent,
});
