import { hasPermission, PAGE_ACCESS } from '@rampart/domain';
import { BulkGenerateButton } from '../../features/control-generation/components/bulk-generate-button.tsx';
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
  return (
    <RiskRegisterPage
      {...props}
      canWrite={hasPermission(user.permissions, 'risks:write')}
      renderBulkActions={
        hasPermission(user.permissions, 'ai:use')
          ? (ids) => <BulkGenerateButton riskIds={ids} />
          : undefined
      }
    />
  );
};

/** Risk Register /dashboard/risks, for roles that may read risks. */
export const RiskRegisterRoute = (props: Props) => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/risks']}>
    <Register {...props} />
  </RouteGuard>
);
