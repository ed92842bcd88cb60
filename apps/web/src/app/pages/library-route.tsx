import { hasPermission } from '@rampart/domain';
import { LibraryPage } from '../../features/library/components/library-page.tsx';
import type { LibrarySearch } from '../../features/library/lib/library-search.ts';
import { useRequiredUser } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';

type Props = {
  search: LibrarySearch;
  onSearchChange: (update: (prev: LibrarySearch) => LibrarySearch) => void;
};

const Library = (props: Props) => {
  const { permissions } = useRequiredUser();
  return (
    <LibraryPage
      {...props}
      canAdopt={hasPermission(permissions, 'controls:write')}
      canReadFrameworks={hasPermission(permissions, 'frameworks:read')}
    />
  );
};

/** The control library /dashboard/controls/library, for roles that may read controls. */
export const LibraryRoute = (props: Props) => (
  <RouteGuard permissions={['controls:read']}>
    <Library {...props} />
  </RouteGuard>
);
