import { hasPermission } from '@rampart/domain';
import { RiskRegisterPage } from '../../features/risks/components/risk-register-page.tsx';
import type { RegisterSearch } from '../../features/risks/lib/register-search.ts';
import { useRequiredUser } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';

type Props = {
  search: RegisterSearch;
  onSearchChange: (update: (prev: RegisterSearch) => RegisterSearch) => void;
};

const Register = (props: Props) => {
  const user = useRequiredUser();
  return <RiskRegisterPage {...props} canWrite={hasPermission(user.permissions, 'risks:write')} />;
};

/** Risk Register /dashboard/risks, for roles that may read risks. */
export const RiskRegisterRoute = (props: Props) => (
  <RouteGuard permissions={['risks:read']}>
    <Register {...props} />
  </RouteGuard>
);
