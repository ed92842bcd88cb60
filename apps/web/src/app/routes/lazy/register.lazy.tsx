import { createLazyRoute } from '@tanstack/react-router';
import { RegisterRoute } from '../../pages/register-route.tsx';

const RegisterRouteComponent = () => {
  const { invitation } = Route.useSearch();
  return <RegisterRoute invitationToken={invitation} />;
};

export const Route = createLazyRoute('/auth/register')({ component: RegisterRouteComponent });
