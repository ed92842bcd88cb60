import { createLazyRoute } from '@tanstack/react-router';
import { NotificationPreferencesCard } from '../../../features/notifications/components/notification-preferences-card.tsx';
import { ProfilePage } from '../../../features/profile/components/profile-page.tsx';
import { useRequiredUser } from '../../../lib/session.ts';

const ProfileRoute = () => (
  <ProfilePage user={useRequiredUser()} more={<NotificationPreferencesCard />} />
);

export const Route = createLazyRoute('/dashboard/settings/profile')({ component: ProfileRoute });
