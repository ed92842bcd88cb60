import { createLazyRoute } from '@tanstack/react-router';
import { ComplianceFrameworkRoute } from '../../pages/compliance-framework-route.tsx';

const ComplianceFrameworkRouteComponent = () => {
  const { frameworkId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ComplianceFrameworkRoute
      frameworkId={frameworkId}
      search={search}
      onSearchChange={(update) => void navigate({ search: update, replace: true })}
    />
  );
};

export const Route = createLazyRoute('/dashboard/compliance/$frameworkId')({
  component: ComplianceFrameworkRouteComponent,
});
