import { createLazyRoute } from '@tanstack/react-router';
import { AnswerLibraryRoute } from '../../pages/answer-library-route.tsx';

const AnswerLibraryRouteComponent = () => {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AnswerLibraryRoute
      search={search}
      onSearchChange={(update) => void navigate({ search: update, replace: true })}
    />
  );
};

export const Route = createLazyRoute('/dashboard/customer-questionnaires/library')({
  component: AnswerLibraryRouteComponent,
});
