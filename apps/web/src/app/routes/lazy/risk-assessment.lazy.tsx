import { createLazyRoute } from '@tanstack/react-router';
import { RiskAssessmentRoute } from '../../pages/risk-assessment-route.tsx';

const RiskAssessmentRouteComponent = () => {
  const { riskId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RiskAssessmentRoute
      riskId={riskId}
      onRiskChange={(id) => void navigate({ search: { riskId: id } })}
    />
  );
};

export const Route = createLazyRoute('/dashboard/risks/assessment')({
  component: RiskAssessmentRouteComponent,
});
