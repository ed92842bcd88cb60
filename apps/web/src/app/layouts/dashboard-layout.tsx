import { Outlet } from '@tanstack/react-router';
import { Sidebar } from '../../features/navigation/components/sidebar.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { HelpMenu } from '../../features/tour/components/help-menu.tsx';
import { TourAutoStart } from '../../features/tour/components/tour-auto-start.tsx';
import { TourProvider } from '../../features/tour/components/tour-provider.tsx';
import { useRequiredUser } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';
import { useSessionRefresh } from '../use-session-refresh.ts';

const SignedInShell = () => {
  const user = useRequiredUser();
  useSessionRefresh();
  return (
    <TourProvider>
      <TourAutoStart />
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-elevated px-3 py-2 text-sm text-fg shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <div className="flex min-h-full">
        <Sidebar
          user={user}
          helpMenu={
            <>
              <NotificationBell organizationId={user.organization.id} />
              <HelpMenu />
            </>
          }
        />
        <main
          id="main-content"
          tabIndex={-1}
          data-tour="main-content"
          className="min-w-0 flex-1 outline-none"
        >
          <Outlet />
        </main>
      </div>
    </TourProvider>
  );
};

/** The signed-in area: guard, then sidebar and page. */
export const DashboardLayout = () => (
  <RouteGuard>
    <SignedInShell />
  </RouteGuard>
);
