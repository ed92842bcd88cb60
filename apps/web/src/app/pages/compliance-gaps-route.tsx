import { hasPermission, PAGE_ACCESS } from '@rampart/domain';
import { GapAnalysisPage } from '../../features/compliance/components/gap-analysis-page.tsx';
import type { GapsSearch } from '../../features/compliance/lib/search.ts';
import { useRequiredUser } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';

type Props = {
  search: GapsSearch;
  onSearchChange: (update: (prev: GapsSearch) => GapsSearch) => void;
};

const Gaps = (props: Props) => {
  const { permissions } = useRequiredUser();
  return <GapAnalysisPage {...props} canAdopt={hasPermission(permissions, 'controls:write')} />;
};

/** Gap Analysis /dashboard/compliance/gaps, for roles that may read frameworks. */
export const ComplianceGapsRoute = (props: Props) => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/compliance/gaps']}>
    <Gaps {...props} />
  </RouteGuard>
);
