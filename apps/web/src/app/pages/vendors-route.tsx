import { canDo, hasPermission, PAGE_ACCESS } from '@rampart/domain';
import { VendorsPage } from '../../features/vendors/components/vendors-page.tsx';
import type { VendorsSearch } from '../../features/vendors/lib/vendor-search.ts';
import { useRequiredUser } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';

type Props = {
  search: VendorsSearch;
  onSearchChange: (update: (prev: VendorsSearch) => VendorsSearch) => void;
};

const Vendors = (props: Props) => {
  const user = useRequiredUser();
  return (
    <VendorsPage
      {...props}
      canWrite={hasPermission(user.permissions, 'vendors:write')}
      canAssessFromUrl={canDo(user.permissions, 'assessVendorFromUrl')}
    />
  );
};

/** The vendor register /dashboard/vendors, for roles that may read vendors. */
export const VendorsRoute = (props: Props) => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/vendors']}>
    <Vendors {...props} />
  </RouteGuard>
);
