import { createLazyRoute } from '@tanstack/react-router';
import { VendorsRoute } from '../../pages/vendors-route.tsx';

const VendorsRouteComponent = () => {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <VendorsRoute
      search={search}
      onSearchChange={(update) => void navigate({ search: update, replace: true })}
    />
  );
};

export const Route = createLazyRoute('/dashboard/vendors')({ component: VendorsRouteComponent });
