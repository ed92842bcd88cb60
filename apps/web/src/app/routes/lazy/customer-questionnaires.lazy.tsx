import { createLazyRoute } from '@tanstack/react-router';
import { CustomerQuestionnairesRoute } from '../../pages/customer-questionnaires-route.tsx';

const CustomerQuestionnairesRouteComponent = () => {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CustomerQuestionnairesRoute
      page={search.page ?? 1}
      onPageChange={(page) => void navigate({ search: page > 1 ? { page } : {} })}
    />
  );
};

export const Route = createLazyRoute('/dashboard/customer-questionnaires')({
  component: CustomerQuestionnairesRouteComponent,
});
