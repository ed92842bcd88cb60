import { createLazyRoute } from '@tanstack/react-router';
import { SharedLinkRoute } from '../../pages/shared-link-route.tsx';

const SharedLinkRouteComponent = () => {
  const { token } = Route.useParams();
  return <SharedLinkRoute key={token} token={token} />;
};

export const Route = createLazyRoute('/shared/$token')({ component: SharedLinkRouteComponent });
