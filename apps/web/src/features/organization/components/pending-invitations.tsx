import { MailPlus } from 'lucide-react';
import { ROLE_LABELS } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePendingInvitations } from '../api/get-invitations.ts';
import { useRevokeInvitation } from '../api/revoke-invitation.ts';

export const PendingInvitations = ({ canManage }: { canManage: boolean }) => {
  const invitations = usePendingInvitations();
  const revoke = useRevokeInvitation();

  if (invitations.isPending) return <SkeletonRows rows={2} label="Loading invitations" />;
  if (invitations.isError) {
    return (
      <ErrorState
        error={invitations.error}
        onRetry={() => void invitations.refetch()}
        retrying={invitations.isFetching}
      />
    );
  }
  if (invitations.data.length === 0) {
    return (
      <EmptyState
        icon={MailPlus}
        title="No pending invitations"
        description={
          canManage
            ? 'Invite teammates by email above; they appear here until they accept.'
            : undefined
        }
      />
    );
  }
  return (
    <ul className="divide-y divide-border">
      {invitations.data.map((inv) => (
        <li key={inv.id} className="flex flex-wrap items-center gap-3 px-4 py-2.5 text-[13px]">
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-fg">{inv.email}</p>
            <p className="text-xs text-muted">
              Invited {formatDate(inv.createdAt)} · expires {formatDate(inv.expiresAt)}
            </p>
          </div>
          <Badge>{ROLE_LABELS[inv.role]}</Badge>
          {inv.abilities.revoke ? (
            <Button
              size="sm"
              variant="ghost"
              loading={revoke.isPending && revoke.variables === inv.id}
              onClick={() =>
                revoke.mutate(inv.id, {
                  onSuccess: () =>
                    toast({
                      title: 'Invitation revoked',
                      description: `${inv.email} can no longer join with it.`,
                    }),
                  onError: (err) =>
                    toast({
                      title: 'Invitation not revoked',
                      description: errorMessage(err),
                      variant: 'destructive',
                    }),
                })
              }
              aria-label={`Revoke invitation for ${inv.email}`}
            >
              Revoke
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
};
