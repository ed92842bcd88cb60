import { createLazyRoute } from '@tanstack/react-router';
import { QuestionnairesRoute } from '../../pages/questionnaires-route.tsx';

const QuestionnairesRouteComponent = () => {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <QuestionnairesRoute
      search={search}
      onSearchChange={(update) => void navigate({ search: update, replace: true })}
    />
  );
};

export const Route = createLazyRoute('/dashboard/questionnaires')({
  component: QuestionnairesRouteComponent,
});
