import { PAGE_ACCESS } from '@rampart/domain';
import { FrameworkStatusPage } from '../../features/compliance/components/framework-status-page.tsx';
import { RouteGuard } from '../route-guard.tsx';

/** Framework Status /dashboard/compliance, for roles that may read frameworks. */
export const ComplianceStatusRoute = () => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/compliance']}>
    <FrameworkStatusPage />
  </RouteGuard>
);
