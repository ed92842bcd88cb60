import { createLazyRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/profile/components/profile-page.tsx';
import { useRequiredUser } from '../../../lib/session.ts';

const ProfileRoute = () => <ProfilePage user={useRequiredUser()} />;

export const Route = createLazyRoute('/dashboard/settings/profile')({ component: ProfileRoute });
