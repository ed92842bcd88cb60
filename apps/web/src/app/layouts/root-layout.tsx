import { Outlet } from '@tanstack/react-router';
import { Toaster } from '../../components/ui/toast.tsx';

/** Every page: the routed screen plus the single toast slot. */
export const RootLayout = () => (
  <>
    <Outlet />
    <Toaster />
  </>
);
