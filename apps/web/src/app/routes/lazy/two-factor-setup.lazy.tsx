import { createLazyRoute } from '@tanstack/react-router';
import { TwoFactorRequiredPage } from '../../../features/profile/components/two-factor-required-page.tsx';

const TwoFactorSetupRoute = () => {
  const { from } = Route.useSearch();
  return <TwoFactorRequiredPage from={from} />;
};

export const Route = createLazyRoute('/auth/two-factor-setup')({ component: TwoFactorSetupRoute });
