import { AssessmentDetailPage } from '../../features/assessments/components/assessment-detail-page.tsx';
import { RouteGuard } from '../route-guard.tsx';

/** One assessment /dashboard/assessments/$assessmentId; what may be changed comes from its abilities. */
export const AssessmentsDetailRoute = ({ assessmentId }: { assessmentId: string }) => (
  <RouteGuard permissions={['assessments:read']}>
    <AssessmentDetailPage key={assessmentId} assessmentId={assessmentId} />
  </RouteGuard>
);
