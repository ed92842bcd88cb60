import { createLazyRoute } from '@tanstack/react-router';
import { AcceptInvitationPage } from '../../../features/invitations/components/accept-invitation-page.tsx';

const InvitationRoute = () => {
  const { token } = Route.useParams();
  return <AcceptInvitationPage token={token} />;
};

export const Route = createLazyRoute('/invitations/$token')({ component: InvitationRoute });
