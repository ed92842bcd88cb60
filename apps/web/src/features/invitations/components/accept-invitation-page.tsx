import { Link, useNavigate } from '@tanstack/react-router';
import { ROLE_LABELS } from '@rampart/contracts';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useInvitationPreview } from '../api/get-invitation-preview.ts';
import { InvitationSummary } from './invitation-summary.tsx';

const CLOSED: Record<string, string> = {
  accepted: 'This invitation has already been accepted.',
  revoked: 'This invitation was revoked. Ask an administrator for a new one.',
  expired: 'This invitation has expired. Ask an administrator for a new one.',
};

export const AcceptInvitationPage = ({ token }: { token: string }) => {
  const navigate = useNavigate();
  const session = useSession();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();

  if (preview.isPending || session.status === 'loading') {
    return (
      <AuthCard title="Invitation">
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading invitation</span>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </AuthCard>
    );
  }
  if (preview.isError) {
    const missing = preview.error instanceof ApiError && preview.error.status === 404;
    return (
      <AuthCard title="Invitation">
        <ErrorState
          title={missing ? 'Invitation not found' : 'Could not load the invitation'}
          error={
            missing ? 'The link may be mistyped, or the invitation was withdrawn.' : preview.error
          }
          onRetry={missing ? undefined : () => void preview.refetch()}
          retrying={preview.isFetching}
        />
      </AuthCard>
    );
  }

  const invitation = preview.data;
  const user = session.user;
  const here = `/invitations/${token}`;
  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: () => {
        toast({
          title: 'Invitation accepted',
          description: `You joined ${invitation.organizationName}.`,
        });
        void navigate({ to: '/dashboard', replace: true });
      },
    });

  return (
    <AuthCard
      title={`Join ${invitation.organizationName}`}
      description="You have been invited to Rampart."
    >
      <InvitationSummary
        organization={invitation.organizationName}
        role={ROLE_LABELS[invitation.role]}
        email={invitation.email}
      />
      <div className="mt-5 flex flex-col gap-3">
        {invitation.status !== 'pending' ? (
          <FormMessage tone="info">{CLOSED[invitation.status]}</FormMessage>
        ) : user ? (
          <>
            {user.email.toLowerCase() !== invitation.email.toLowerCase() ? (
              <FormMessage tone="info">
                You are signed in as {user.email}, but this invitation is for {invitation.email}.
              </FormMessage>
            ) : null}
            {accept.isError ? <FormMessage>{errorMessage(accept.error)}</FormMessage> : null}
            <Button variant="primary" onClick={onAccept} loading={accept.isPending}>
              Accept invitation
            </Button>
          </>
        ) : (
          <>
            {/* Both ways, always: the page is not told whether the address has an account. */}
            <Link to="/auth/login" search={{ from: here }} className={buttonClasses('primary')}>
              Sign in to accept
            </Link>
            <Link
              to="/auth/register"
              search={{ invitation: token }}
              className={buttonClasses('secondary')}
            >
              Create an account to accept
            </Link>
          </>
        )}
      </div>
    </AuthCard>
  );
};
