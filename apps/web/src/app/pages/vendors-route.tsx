import { hasPermission } from '@rampart/domain';
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
  return <VendorsPage {...props} canWrite={hasPermission(user.permissions, 'vendors:write')} />;
};

/** The vendor register /dashboard/vendors, for roles that may read vendors. */
export const VendorsRoute = (props: Props) => (
  <RouteGuard permissions={['vendors:read']}>
    <Vendors {...props} />
  </RouteGuard>
);
