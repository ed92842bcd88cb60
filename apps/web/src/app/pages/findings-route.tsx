import { hasPermission, PAGE_ACCESS } from '@rampart/domain';
import { FindingsPage } from '../../features/findings/components/findings-page.tsx';
import type { FindingsSearch } from '../../features/findings/lib/findings-search.ts';
import { useRequiredUser } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';

type Props = {
  search: FindingsSearch;
  onSearchChange: (update: (prev: FindingsSearch) => FindingsSearch) => void;
};

const Findings = (props: Props) => {
  const user = useRequiredUser();
  // Findings are audit-evidence work: the evidence permissions govern them.
  return <FindingsPage {...props} canCreate={hasPermission(user.permissions, 'evidence:write')} />;
};

/** The findings register /dashboard/findings, for roles that may read evidence. */
export const FindingsRoute = (props: Props) => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/findings']}>
    <Findings {...props} />
  </RouteGuard>
);
