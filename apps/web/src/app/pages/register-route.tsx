import { useNavigate } from '@tanstack/react-router';
import { RegisterPage } from '../../features/auth/components/register-page.tsx';
import {
  getInvitationPreview,
  useInvitationPreview,
} from '../../features/invitations/api/get-invitation-preview.ts';
import { FullPageSpinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';

/** Registration, joined with the invitation it may come from (two features, composed here). */
export const RegisterRoute = ({ invitationToken }: { invitationToken?: string }) => {
  const preview = useInvitationPreview(invitationToken);
  const navigate = useNavigate();
  if (invitationToken && preview.isPending) return <FullPageSpinner label="Loading invitation" />;

  const data = preview.data;
  const usable = Boolean(invitationToken && data?.status === 'pending');
  const invitation =
    invitationToken && data && usable
      ? { token: invitationToken, email: data.email, organizationName: data.organizationName }
      : undefined;
  const problem =
    invitationToken && !usable
      ? 'This invitation link can no longer be used. You can still create your own organization.'
      : undefined;
  // Registering with an invitation claims it for a new account. For an address that had an
  // account already, registration does nothing (it answers alike, decision 012) and the sign-in
  // after it opens the old account: the invitation is still pending, so the person goes to its
  // page to accept it while signed in, rather than to their old organisation's dashboard.
  const onSignedIn = invitation
    ? async () => {
        // A new account claimed the invitation, which is then refused as used (4xx). Without an
        // answer (offline, a server error) its page shows what became of it.
        const pending = await getInvitationPreview(invitation.token).then(
          (fresh) => fresh.status === 'pending',
          (error: unknown) =>
            !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        );
        await (pending
          ? navigate({
              to: '/invitations/$token',
              params: { token: invitation.token },
              replace: true,
            })
          : navigate({ to: '/dashboard', replace: true }));
      }
    : undefined;
  // Remounting on a new invitation resets the form's defaults to it.
  return (
    <RegisterPage
      key={invitation?.token ?? 'none'}
      invitation={invitation}
      invitationProblem={problem}
      onSignedIn={onSignedIn}
    />
  );
};
