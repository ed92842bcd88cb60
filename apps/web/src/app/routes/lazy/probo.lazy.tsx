import { createLazyRoute } from '@tanstack/react-router';
import { ProboRoute } from '../../pages/probo-route.tsx';

const ProboRouteComponent = () => {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProboRoute
      search={search}
      onSearchChange={(update, opts) => void navigate({ search: update, replace: opts?.replace })}
    />
  );
};

export const Route = createLazyRoute('/probo/')({
  component: ProboRouteComponent,
});
