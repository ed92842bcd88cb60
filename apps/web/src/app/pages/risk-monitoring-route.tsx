import { PAGE_ACCESS } from '@rampart/domain';
import { CompleteTestButton } from '../../features/controls/components/complete-test-button.tsx';
import { MonitoringPage } from '../../features/monitoring/components/monitoring-page.tsx';
import { RouteGuard } from '../route-guard.tsx';

/**
 * Risk Monitoring /dashboard/risks/monitoring. The quick "Complete test" comes from the controls
 * feature; it shows only where the control's abilities allow testing.
 */
export const RiskMonitoringRoute = () => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/risks/monitoring']}>
    <MonitoringPage renderTestAction={(control) => <CompleteTestButton control={control} />} />
  </RouteGuard>
);
