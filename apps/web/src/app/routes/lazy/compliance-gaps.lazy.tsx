import { createLazyRoute } from '@tanstack/react-router';
import { ComplianceGapsRoute } from '../../pages/compliance-gaps-route.tsx';

const ComplianceGapsRouteComponent = () => {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ComplianceGapsRoute
      search={search}
      onSearchChange={(update) => void navigate({ search: update, replace: true })}
    />
  );
};

export const Route = createLazyRoute('/dashboard/compliance/gaps')({
  component: ComplianceGapsRouteComponent,
});
