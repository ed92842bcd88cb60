import { PAGE_ACCESS } from '@rampart/domain';
import { createLazyRoute } from '@tanstack/react-router';
import { ActivityPage } from '../../../features/audit/components/activity-page.tsx';
import { RouteGuard } from '../../route-guard.tsx';

const ActivityRoute = () => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/activity']}>
    <ActivityPage />
  </RouteGuard>
);

export const Route = createLazyRoute('/dashboard/activity')({ component: ActivityRoute });
