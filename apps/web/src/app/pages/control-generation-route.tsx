import { hasAllPermissions } from '@rampart/domain';
import { ControlGenerationPage } from '../../features/control-generation/components/control-generation-page.tsx';
import type { GenerationSearch } from '../../features/control-generation/lib/generation-search.ts';
import { useRequiredUser } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';

type Props = {
  search: GenerationSearch;
  onSearchChange: (update: (prev: GenerationSearch) => GenerationSearch) => void;
};

const Page = (props: Props) => {
  const { permissions } = useRequiredUser();
  return (
    <ControlGenerationPage
      {...props}
      canApply={hasAllPermissions(permissions, ['controls:write', 'risks:write'])}
    />
  );
};

/** Generate controls with ARIA /dashboard/controls/generate, for roles that use ARIA. */
export const ControlGenerationRoute = (props: Props) => (
  <RouteGuard permissions={['ai:use']}>
    <Page {...props} />
  </RouteGuard>
);
