import { createLazyRoute } from '@tanstack/react-router';
import { LoginPage } from '../../../features/auth/components/login-page.tsx';

const LoginRoute = () => {
  const { from } = Route.useSearch();
  return <LoginPage from={from} />;
};

export const Route = createLazyRoute('/auth/login')({ component: LoginRoute });
