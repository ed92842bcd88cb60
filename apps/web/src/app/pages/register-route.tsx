import { RegisterPage } from '../../features/auth/components/register-page.tsx';
import { useInvitationPreview } from '../../features/invitations/api/get-invitation-preview.ts';
import { FullPageSpinner } from '../../components/ui/spinner.tsx';

/** Registration, joined with the invitation it may come from (two features, composed here). */
export const RegisterRoute = ({ invitationToken }: { invitationToken?: string }) => {
  const preview = useInvitationPreview(invitationToken);
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
  // Remounting on a new invitation resets the form's defaults to it.
  return (
    <RegisterPage
      key={invitation?.token ?? 'none'}
      invitation={invitation}
      invitationProblem={problem}
    />
  );
};
