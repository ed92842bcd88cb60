import { createLazyRoute } from '@tanstack/react-router';
import { AriaChatRoute } from '../../pages/aria-chat-route.tsx';

const AriaChatRouteComponent = () => {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AriaChatRoute
      search={search}
      onSearchChange={(update) => void navigate({ search: update, replace: true })}
    />
  );
};

export const Route = createLazyRoute('/dashboard/aria')({ component: AriaChatRouteComponent });
