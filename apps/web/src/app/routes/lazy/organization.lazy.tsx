import { createLazyRoute } from '@tanstack/react-router';
import { OrganizationSettingsPage } from '../../../features/organization/components/organization-settings-page.tsx';
import { useRequiredUser } from '../../../lib/session.ts';

const OrganizationRoute = () => <OrganizationSettingsPage user={useRequiredUser()} />;

export const Route = createLazyRoute('/dashboard/settings/organization')({
  component: OrganizationRoute,
});
