import { useState } from 'react';
import { hasPermission } from '@rampart/domain';
import { SendRequestDialog } from '../../features/questionnaire-requests/components/send-request-dialog.tsx';
import { VendorQuestionnaires } from '../../features/questionnaire-requests/components/vendor-questionnaires.tsx';
import { VendorDetailPage } from '../../features/vendors/components/vendor-detail-page.tsx';
import type { VendorTab } from '../../features/vendors/lib/vendor-search.ts';
import { useRequiredUser } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';

type Props = { vendorId: string; tab: VendorTab; onTabChange: (tab: VendorTab) => void };

const Detail = (props: Props) => {
  const user = useRequiredUser();
  const [sending, setSending] = useState(false);
  // What a role may change on the vendor comes with it (abilities); adding risks is another right.
  // Questionnaires sent to the vendor are their own feature, composed here.
  const canSend = hasPermission(user.permissions, 'questionnaires:write');
  return (
    <>
      <VendorDetailPage
        key={props.vendorId}
        {...props}
        canCreateRisks={hasPermission(user.permissions, 'risks:write')}
        onSendQuestionnaire={canSend ? () => setSending(true) : undefined}
        questionnaires={
          hasPermission(user.permissions, 'questionnaires:read') ? (
            <VendorQuestionnaires vendorId={props.vendorId} />
          ) : null
        }
      />
      {canSend ? (
        <SendRequestDialog vendorId={props.vendorId} open={sending} onOpenChange={setSending} />
      ) : null}
    </>
  );
};

/** A vendor's page /dashboard/vendors/$vendorId, for roles that may read vendors. */
export const VendorDetailRoute = (props: Props) => (
  <RouteGuard permissions={['vendors:read']}>
    <Detail {...props} />
  </RouteGuard>
);
