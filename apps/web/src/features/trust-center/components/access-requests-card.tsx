import { useState } from 'react';
import { MailWarning, UserCheck } from 'lucide-react';
import type { TrustAccessRequest, TrustCenter } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDenyTrustRequest } from '../api/deny-trust-request.ts';
import { useTrustRequests } from '../api/get-trust-requests.ts';
import { useHashScroll } from '../hooks/use-hash-scroll.ts';
import { waitingWords } from '../lib/access-words.ts';
import { ApproveRequestDialog } from './approve-request-dialog.tsx';
import { RequestRow } from './request-row.tsx';

/** Where a notification of a new request lands: /dashboard/trust-center#access-requests. */
export const ACCESS_REQUESTS_ID = 'access-requests';

/** Without mail a visitor can neither confirm an address nor receive a link. */
const NoMailNote = () => (
  <p className="flex items-start gap-2 border-b border-border bg-warning-subtle px-4 py-2.5 text-xs text-warning-text">
    <MailWarning className="mt-px size-3.5 shrink-0" aria-hidden />
    <span>
      Mail is not set up, so visitors cannot ask for restricted files: the page offers no request
      form. Ask whoever runs Rampart to set <span className="font-mono">SMTP_URL</span>.
    </span>
  </p>
);

/** Visitors' requests for the restricted files, those waiting first: approve or deny them. */
export const AccessRequestsCard = ({
  center,
  grantDays,
}: {
  center: TrustCenter;
  grantDays: number;
}) => {
  const query = useTrustRequests();
  const deny = useDenyTrustRequest();
  const [approving, setApproving] = useState<TrustAccessRequest | null>(null);
  const [denying, setDenying] = useState<TrustAccessRequest | null>(null);
  // "at 14:05" and "5 min ago" are read against the moment the card was opened.
  const [now] = useState(() => Date.now());
  const section = useHashScroll<HTMLElement>(ACCESS_REQUESTS_ID, !query.isPending);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const waiting = waitingWords(center.counts.pendingRequests);
  // A decided request loses its buttons: the card takes focus rather than the page's body.
  const focusCard = () => section.current?.focus();

  const onDeny = () => {
    if (!denying) return;
    deny.mutate(denying.id, {
      onSuccess: () => {
        toast({ title: 'Request denied', description: `${denying.email} is told by mail.` });
        setDenying(null);
        setTimeout(focusCard);
      },
    });
  };

  return (
    <section
      ref={section}
      id={ACCESS_REQUESTS_ID}
      aria-label="Access requests"
      tabIndex={-1}
      // Below the phone and tablet's sticky top bar (48 px) when the address brings it into view.
      className="scroll-mt-16 rounded-lg lg:scroll-mt-4"
    >
      <Card>
        <CardHeader
          title={
            <span className="flex flex-wrap items-center gap-2">
              Access requests
              {waiting ? <Badge variant="warning">{waiting}</Badge> : null}
            </span>
          }
          description="Visitors who asked for the files only approved visitors may download. Approving one mails them a sign-in link."
        />
        {center.mail ? null : <NoMailNote />}
        {query.isPending ? (
          <SkeletonRows rows={2} label="Loading the access requests" />
        ) : !query.data ? (
          <ErrorState
            title="Could not load the access requests"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={UserCheck}
            title="No requests yet"
            description="When a visitor asks for a file you offer to approved visitors, the request waits here once they confirm their email."
          />
        ) : (
          <>
            <ul aria-label="Access requests" className="divide-y divide-border">
              {items.map((request) => (
                <RequestRow
                  key={request.id}
                  request={request}
                  now={now}
                  onApprove={setApproving}
                  onDeny={(r) => {
                    deny.reset();
                    setDenying(r);
                  }}
                />
              ))}
            </ul>
            <LoadMore
              query={query}
              errorTitle="Could not load more requests"
              counts={{ shown: items.length, total }}
            />
          </>
        )}
      </Card>
      <ApproveRequestDialog
        request={approving}
        grantDays={grantDays}
        onClose={() => setApproving(null)}
        onApproved={focusCard}
      />
      <ConfirmDialog
        open={denying !== null}
        onOpenChange={(open) => {
          if (!open) setDenying(null);
        }}
        title={`Deny ${denying?.name ?? 'this visitor'}?`}
        description={`${denying?.email ?? 'The visitor'} is told by mail that the request was not approved.`}
        confirmLabel="Deny"
        pending={deny.isPending}
        onConfirm={onDeny}
      >
        {deny.isError ? <FormMessage>Not denied: {errorMessage(deny.error)}</FormMessage> : null}
      </ConfirmDialog>
    </section>
  );
};
