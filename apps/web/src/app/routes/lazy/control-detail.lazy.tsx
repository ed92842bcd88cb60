import { createLazyRoute } from '@tanstack/react-router';
import { ControlDetailRoute } from '../../pages/control-detail-route.tsx';

const ControlDetailRouteComponent = () => {
  const { controlId } = Route.useParams();
  return <ControlDetailRoute controlId={controlId} />;
};

export const Route = createLazyRoute('/dashboard/controls/$controlId')({
  component: ControlDetailRouteComponent,
});
