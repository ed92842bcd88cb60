import { hasPermission, PAGE_ACCESS } from '@rampart/domain';
import { AssessmentsPage } from '../../features/assessments/components/assessments-page.tsx';
import { useRequiredUser } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';

const Assessments = () => {
  const user = useRequiredUser();
  return <AssessmentsPage canWrite={hasPermission(user.permissions, 'assessments:write')} />;
};

/** Assessments /dashboard/assessments, for roles that may read assessments. */
export const AssessmentsRoute = () => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/assessments']}>
    <Assessments />
  </RouteGuard>
);
