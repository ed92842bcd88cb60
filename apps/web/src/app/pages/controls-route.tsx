import { hasPermission, PAGE_ACCESS } from '@rampart/domain';
import { ControlsPage } from '../../features/controls/components/controls-page.tsx';
import type { ControlsSearch } from '../../features/controls/lib/controls-search.ts';
import { useRequiredUser } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';

type Props = {
  search: ControlsSearch;
  onSearchChange: (update: (prev: ControlsSearch) => ControlsSearch) => void;
};

const Controls = (props: Props) => {
  const user = useRequiredUser();
  return <ControlsPage {...props} canWrite={hasPermission(user.permissions, 'controls:write')} />;
};

/** Controls /dashboard/controls, for roles that may read controls. */
export const ControlsRoute = (props: Props) => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/controls']}>
    <Controls {...props} />
  </RouteGuard>
);
