import { createLazyRoute } from '@tanstack/react-router';
import { ReportBuilderPage } from '../../../features/reporting/components/report-builder-page.tsx';
import { RouteGuard } from '../../route-guard.tsx';

const ReportingRoute = () => (
  <RouteGuard permissions={['reports:read']}>
    <ReportBuilderPage />
  </RouteGuard>
);

export const Route = createLazyRoute('/dashboard/reporting')({ component: ReportingRoute });
