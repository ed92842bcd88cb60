import { hasPermission } from '@rampart/domain';
import { VendorDetailPage } from '../../features/vendors/components/vendor-detail-page.tsx';
import type { VendorTab } from '../../features/vendors/lib/vendor-search.ts';
import { useRequiredUser } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';

type Props = { vendorId: string; tab: VendorTab; onTabChange: (tab: VendorTab) => void };

const Detail = (props: Props) => {
  const user = useRequiredUser();
  // What a role may change on the vendor comes with it (abilities); adding risks is another right.
  return (
    <VendorDetailPage
      key={props.vendorId}
      {...props}
      canCreateRisks={hasPermission(user.permissions, 'risks:write')}
    />
  );
};

/** A vendor's page /dashboard/vendors/$vendorId, for roles that may read vendors. */
export const VendorDetailRoute = (props: Props) => (
  <RouteGuard permissions={['vendors:read']}>
    <Detail {...props} />
  </RouteGuard>
);
