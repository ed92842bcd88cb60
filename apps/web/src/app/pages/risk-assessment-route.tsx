import { PAGE_ACCESS } from '@rampart/domain';
import { RiskAssessmentPage } from '../../features/risks/components/risk-assessment-page.tsx';
import { RouteGuard } from '../route-guard.tsx';

type Props = { riskId: string | undefined; onRiskChange: (riskId: string) => void };

/** Risk Assessment /dashboard/risks/assessment?riskId=… */
export const RiskAssessmentRoute = (props: Props) => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/risks/assessment']}>
    <RiskAssessmentPage {...props} />
  </RouteGuard>
);
