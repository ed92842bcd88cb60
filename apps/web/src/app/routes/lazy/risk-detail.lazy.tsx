import { createLazyRoute } from '@tanstack/react-router';
import { RiskDetailRoute } from '../../pages/risk-detail-route.tsx';

const RiskDetailRouteComponent = () => {
  const { riskId } = Route.useParams();
  return <RiskDetailRoute riskId={riskId} />;
};

export const Route = createLazyRoute('/dashboard/risks/$riskId')({
  component: RiskDetailRouteComponent,
});
