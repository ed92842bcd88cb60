import { createLazyRoute } from '@tanstack/react-router';
import { RiskRegisterRoute } from '../../pages/risk-register-route.tsx';

const RiskRegisterRouteComponent = () => {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RiskRegisterRoute
      search={search}
      onSearchChange={(update) => void navigate({ search: update, replace: true })}
    />
  );
};

export const Route = createLazyRoute('/dashboard/risks')({ component: RiskRegisterRouteComponent });
