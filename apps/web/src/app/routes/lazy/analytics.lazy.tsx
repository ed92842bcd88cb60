import { PAGE_ACCESS } from '@rampart/domain';
import { createLazyRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '../../../features/analytics/components/analytics-page.tsx';
import { RouteGuard } from '../../route-guard.tsx';

const AnalyticsRoute = () => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/analytics']}>
    <AnalyticsPage />
  </RouteGuard>
);

export const Route = createLazyRoute('/dashboard/analytics')({ component: AnalyticsRoute });
