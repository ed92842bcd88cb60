import { createLazyRoute } from '@tanstack/react-router';
import { AssessmentsDetailRoute } from '../../pages/assessments-detail-route.tsx';

const AssessmentsDetailRouteComponent = () => {
  const { assessmentId } = Route.useParams();
  return <AssessmentsDetailRoute assessmentId={assessmentId} />;
};

export const Route = createLazyRoute('/dashboard/assessments/$assessmentId')({
  component: AssessmentsDetailRouteComponent,
});
