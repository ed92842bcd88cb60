import { hasPermission } from '@rampart/domain';
import { ControlDetailPage } from '../../features/controls/components/control-detail-page.tsx';
import { useRequiredUser } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';

const Detail = ({ controlId }: { controlId: string }) => {
  const { permissions } = useRequiredUser();
  return (
    <ControlDetailPage
      key={controlId}
      controlId={controlId}
      canMapRisks={hasPermission(permissions, 'risks:write')}
      canWriteEvidence={hasPermission(permissions, 'evidence:write')}
    />
  );
};

/** A control's page /dashboard/controls/$controlId. */
export const ControlDetailRoute = ({ controlId }: { controlId: string }) => (
  <RouteGuard permissions={['controls:read']}>
    <Detail controlId={controlId} />
  </RouteGuard>
);
