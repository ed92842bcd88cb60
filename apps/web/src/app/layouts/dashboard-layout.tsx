import { Outlet, useRouterState } from '@tanstack/react-router';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { MobileNav } from '../../features/navigation/components/mobile-nav.tsx';
import { Sidebar } from '../../features/navigation/components/sidebar.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { OrganizationDeletionBanner } from '../../features/organization/components/deletion-banner.tsx';
import { HelpMenu } from '../../features/tour/components/help-menu.tsx';
import { TourAutoStart } from '../../features/tour/components/tour-auto-start.tsx';
import { TourProvider } from '../../features/tour/components/tour-provider.tsx';
import { useRequiredUser } from '../../lib/session.ts';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query.ts';
import { RouteGuard } from '../route-guard.tsx';
import { useSessionRefresh } from '../use-session-refresh.ts';

/**
 * The path of the page on screen once the router has resolved it, as a `<meta>` (React puts it
 * in the head): a check that walks the screens without reloading waits for it. Its own
 * component, so a navigation re-renders this and not the shell.
 */
const ShownPath = () => {
  const path = useRouterState({ select: (state) => state.resolvedLocation?.pathname ?? '' });
  return <meta name="rampart-shown-path" content={path} />;
};

let firstPageShown = false;

/**
 * The first page after the app starts renders in a transition: React builds it in slices of a few
 * milliseconds instead of one long task, so a phone stays responsive while the app starts, and the
 * page's effects (its requests) run in a task of their own. Later pages render as before.
 */
const FirstPageInSlices = ({ children }: { children: ReactNode }) => {
  const [show, setShow] = useState(firstPageShown);
  useEffect(() => {
    if (show) return;
    firstPageShown = true;
    startTransition(() => setShow(true));
  }, [show]);
  return show ? children : null;
};

const SignedInShell = () => {
  const user = useRequiredUser();
  useSessionRefresh();
  const wide = useMediaQuery(WIDE_SCREEN);
  const helpMenu = (
    <>
      <NotificationBell organizationId={user.organization.id} />
      <HelpMenu />
    </>
  );
  return (
    <TourProvider>
      <ShownPath />
      <TourAutoStart />
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-elevated px-3 py-2 text-sm text-fg shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <div className={wide ? 'flex min-h-full' : 'flex min-h-full flex-col'}>
        {wide ? (
          <Sidebar user={user} helpMenu={helpMenu} />
        ) : (
          <MobileNav user={user} helpMenu={helpMenu} />
        )}
        <main
          id="main-content"
          tabIndex={-1}
          data-tour="main-content"
          className="w-full min-w-0 flex-1 outline-none"
        >
          <OrganizationDeletionBanner user={user} />
          <FirstPageInSlices>
            <Outlet />
          </FirstPageInSlices>
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
