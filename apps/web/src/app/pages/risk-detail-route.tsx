import { hasPermission } from '@rampart/domain';
import { AuditEventItem } from '../../features/audit/components/audit-event-item.tsx';
import { GenerateControlsLink } from '../../features/control-generation/components/generate-controls-link.tsx';
import { RiskDetailPage } from '../../features/risks/components/risk-detail-page.tsx';
import { useRequiredUser } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';

const Detail = ({ riskId }: { riskId: string }) => {
  const user = useRequiredUser();
  // The audit trail is shown only to roles that may read the audit log.
  const canReadAudit = hasPermission(user.permissions, 'audit:read');
  return (
    <RiskDetailPage
      key={riskId}
      riskId={riskId}
      controlsExtra={
        hasPermission(user.permissions, 'ai:use') ? <GenerateControlsLink riskId={riskId} /> : null
      }
      renderHistoryEvent={
        canReadAudit ? (event) => <AuditEventItem key={event.id} event={event} /> : undefined
      }
    />
  );
};

/** A risk's page /dashboard/risks/$riskId. */
export const RiskDetailRoute = ({ riskId }: { riskId: string }) => (
  <RouteGuard permissions={['risks:read']}>
    <Detail riskId={riskId} />
  </RouteGuard>
);
