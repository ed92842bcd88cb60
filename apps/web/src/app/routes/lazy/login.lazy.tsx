import { createLazyRoute } from '@tanstack/react-router';
import { LoginPage } from '../../../features/auth/components/login-page.tsx';

const LoginRoute = () => {
  const { from, sso, step, methods } = Route.useSearch();
  return (
    <LoginPage
      from={from}
      ssoError={sso}
      secondFactorAfterSso={step === 'second-factor' ? methods : undefined}
    />
  );
};

export const Route = createLazyRoute('/auth/login')({ component: LoginRoute });
