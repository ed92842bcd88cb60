import { lazy, Suspense, useRef, useState } from 'react';
import { Bell } from 'lucide-react';
import { notificationBellLabel } from '@rampart/contracts';
import { useUnreadCount } from '../hooks/use-unread-count.ts';

// The list and its dialog load on the first open: the bell itself is in every page's first load.
const NotificationPanel = lazy(() =>
  import('./notification-panel.tsx').then((m) => ({ default: m.NotificationPanel })),
);

/** The bell in the header: the unread count, live, and the list of notifications behind it. */
export const NotificationBell = ({ organizationId }: { organizationId: string }) => {
  const unread = useUnreadCount(organizationId) ?? 0;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        data-testid="notification-bell"
        aria-label={notificationBellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="relative inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-hover hover:text-fg aria-expanded:bg-hover"
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 ? (
          <span
            aria-hidden
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[10px] leading-none font-semibold text-danger-fg tabular-nums"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <NotificationPanel
            open={open}
            onOpenChange={setOpen}
            unread={unread}
            returnFocusTo={button}
          />
        </Suspense>
      ) : null}
    </>
  );
};
