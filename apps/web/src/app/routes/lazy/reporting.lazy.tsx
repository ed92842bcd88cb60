import { PAGE_ACCESS } from '@rampart/domain';
import { createLazyRoute } from '@tanstack/react-router';
import { ReportBuilderPage } from '../../../features/reporting/components/report-builder-page.tsx';
import { RouteGuard } from '../../route-guard.tsx';

const ReportingRoute = () => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/reporting']}>
    <ReportBuilderPage />
  </RouteGuard>
);

export const Route = createLazyRoute('/dashboard/reporting')({ component: ReportingRoute });
