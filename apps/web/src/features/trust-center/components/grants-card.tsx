import { useRef, useState } from 'react';
import { KeyRound } from 'lucide-react';
import type { TrustGrant } from '@rampart/contracts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTrustGrants } from '../api/get-trust-grants.ts';
import { useRevokeTrustGrant } from '../api/revoke-trust-grant.ts';
import { GrantRow } from './grant-row.tsx';

/** Approved visitors, live grants first: until when, their sign-ins and downloads; revoke one. */
export const GrantsCard = ({
  onShowDownloads,
}: {
  onShowDownloads: (grant: TrustGrant) => void;
}) => {
  const query = useTrustGrants();
  const revoke = useRevokeTrustGrant();
  const [revoking, setRevoking] = useState<TrustGrant | null>(null);
  const [now] = useState(() => Date.now());
  const list = useRef<HTMLUListElement>(null);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  const onRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast({
          title: 'Access revoked',
          description: `${revoking.email} can no longer sign in.`,
        });
        setRevoking(null);
        // The Revoke button left with the grant it ended: the list takes focus instead.
        setTimeout(() => list.current?.focus());
      },
    });
  };

  return (
    <Card>
      <CardHeader
        title="Visitors with access"
        description="Visitors you approved, live ones first. Each signs in with the link they were mailed until it ends or you revoke it."
      />
      {query.isPending ? (
        <SkeletonRows rows={2} label="Loading the visitors with access" />
      ) : !query.data ? (
        <ErrorState
          title="Could not load the visitors with access"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={KeyRound}
          title="Nobody has access yet"
          description="Visitors you approve, or whose email domain you approve automatically, are listed here."
        />
      ) : (
        <>
          <ul
            ref={list}
            tabIndex={-1}
            aria-label="Visitors with access"
            className="divide-y divide-border"
          >
            {items.map((grant) => (
              <GrantRow
                key={grant.id}
                grant={grant}
                now={now}
                onShowDownloads={onShowDownloads}
                onRevoke={(g) => {
                  revoke.reset();
                  setRevoking(g);
                }}
              />
            ))}
          </ul>
          <LoadMore
            query={query}
            errorTitle="Could not load more visitors"
            counts={{ shown: items.length, total }}
          />
        </>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={`Revoke access for ${revoking?.name ?? 'this visitor'}?`}
        description="Their sign-in link stops working at once. Files they already downloaded stay with them."
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={onRevoke}
      >
        {revoke.isError ? (
          <FormMessage>Not revoked: {errorMessage(revoke.error)}</FormMessage>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
};
