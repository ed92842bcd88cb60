import { createLazyRoute } from '@tanstack/react-router';
import { ActivityPage } from '../../../features/audit/components/activity-page.tsx';
import { RouteGuard } from '../../route-guard.tsx';

const ActivityRoute = () => (
  <RouteGuard permissions={['audit:read']}>
    <ActivityPage />
  </RouteGuard>
);

export const Route = createLazyRoute('/dashboard/activity')({ component: ActivityRoute });
