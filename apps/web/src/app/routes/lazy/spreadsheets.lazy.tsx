import { createLazyRoute } from '@tanstack/react-router';
import { SpreadsheetsRoute } from '../../pages/spreadsheets-route.tsx';

const SpreadsheetsRouteComponent = () => {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SpreadsheetsRoute
      search={search}
      onSearchChange={(update) => void navigate({ search: update, replace: true })}
    />
  );
};

export const Route = createLazyRoute('/dashboard/spreadsheets')({
  component: SpreadsheetsRouteComponent,
});
