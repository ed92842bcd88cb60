import { hasPermission } from '@rampart/domain';
import { FrameworkPage } from '../../features/compliance/components/framework-page.tsx';
import type { FrameworkSearch } from '../../features/compliance/lib/search.ts';
import { useRequiredUser } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';

type Props = {
  frameworkId: string;
  search: FrameworkSearch;
  onSearchChange: (update: (prev: FrameworkSearch) => FrameworkSearch) => void;
};

const Framework = (props: Props) => {
  const { permissions } = useRequiredUser();
  return (
    <FrameworkPage
      key={props.frameworkId}
      {...props}
      canAdopt={hasPermission(permissions, 'controls:write')}
    />
  );
};

/** A framework's page /dashboard/compliance/$frameworkId. */
export const ComplianceFrameworkRoute = (props: Props) => (
  <RouteGuard permissions={['frameworks:read']}>
    <Framework {...props} />
  </RouteGuard>
);
