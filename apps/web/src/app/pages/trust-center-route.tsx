import { PAGE_ACCESS } from '@rampart/domain';
import { TrustCenterPage } from '../../features/trust-center/components/trust-center-page.tsx';
import { RouteGuard } from '../route-guard.tsx';

/** Trust centre /dashboard/trust-center, for roles that may read frameworks. */
export const TrustCenterRoute = () => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/trust-center']}>
    <TrustCenterPage />
  </RouteGuard>
);
