import { useState, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useRouter } from '@tanstack/react-router';
import { BellOff, X } from 'lucide-react';
import type { Notification } from '@rampart/contracts';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { NotificationItem } from './notification-item.tsx';

type Filter = 'all' | 'unread';
const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
] as const;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unread: number;
  /** The bell: focus goes back to it when the panel closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The notifications, newest first, in a panel at the right edge (full width on a phone). */
export const NotificationPanel = ({ open, onOpenChange, unread, returnFocusTo }: Props) => (
  <Dialog.Root open={open} onOpenChange={onOpenChange}>
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/20" />
      <Dialog.Content
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col border-l border-border bg-elevated shadow-xl outline-none"
      >
        <PanelBody unread={unread} close={() => onOpenChange(false)} />
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);

const PanelBody = ({ unread, close }: { unread: number; close: () => void }) => {
  const [filter, setFilter] = useState<Filter>('all');
  // Mounted on each opening: relative times read from then.
  const [now] = useState(Date.now);
  const list = useNotifications(filter === 'unread');
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const router = useRouter();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });

  const read = (n: Notification) =>
    markRead.mutate(n.id, { onError: failed('Could not mark it read') });
  const openItem = (n: Notification) => {
    if (n.readAt === null) read(n);
    close();
    if (n.link) router.history.push(n.link);
  };

  return (
    <>
      <div className="flex items-center gap-2 border-b border-border px-4 py-3">
        <Dialog.Title className="flex-1 text-base font-semibold text-fg">
          Notifications
        </Dialog.Title>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onError: failed('Could not mark them read') })}
        >
          Mark all read
        </Button>
        <Dialog.Close asChild>
          <Button variant="ghost" size="icon-sm" aria-label="Close">
            <X aria-hidden />
          </Button>
        </Dialog.Close>
      </div>
      <div className="flex items-center justify-between gap-2 px-4 py-2">
        <SegmentedControl label="Show" options={FILTERS} value={filter} onChange={setFilter} />
        <AppLink
          to="/dashboard/settings/profile"
          hash="notification-preferences"
          onClick={close}
          className="text-[13px] text-accent-text hover:underline"
        >
          Preferences
        </AppLink>
      </div>
      <div className="flex-1 overflow-y-auto border-t border-border">
        {list.isPending ? (
          <SkeletonRows rows={4} label="Loading notifications" />
        ) : list.isError ? (
          <ErrorState
            title="Could not load your notifications"
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={BellOff}
            title={filter === 'unread' ? 'Nothing unread' : 'No notifications yet'}
            description="Assignments, mentions, tests coming due and overdue findings show up here."
          />
        ) : (
          <ul aria-label="Notifications" className="divide-y divide-border">
            {items.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                now={now}
                onOpen={openItem}
                onMarkRead={read}
              />
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <div className="p-3 text-center">
            <Button
              variant="ghost"
              size="sm"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Show older
            </Button>
          </div>
        ) : null}
      </div>
    </>
  );
};
