import { Check } from 'lucide-react';
import { NOTIFICATION_KIND_LABELS, type Notification } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { relativeTime } from '../../../lib/relative-time.ts';

type Props = {
  notification: Notification;
  now: number;
  /** Opens its link (marking it read); only for a notification with one. */
  onOpen: (n: Notification) => void;
  onMarkRead: (n: Notification) => void;
};

/** One notification: what happened, when, and where to see it; unread ones are marked. */
export const NotificationItem = ({ notification: n, now, onOpen, onMarkRead }: Props) => {
  const unread = n.readAt === null;
  return (
    <li
      data-testid="notification-item"
      className={cn('flex gap-3 px-4 py-3', unread && 'bg-accent-subtle/50')}
    >
      <span
        aria-hidden
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-accent' : 'bg-border')}
      />
      <div className="min-w-0 flex-1">
        {n.link ? (
          <a
            href={n.link}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              onOpen(n);
            }}
            className="text-sm font-medium text-fg hover:underline"
          >
            {n.title}
          </a>
        ) : (
          <p className="text-sm font-medium text-fg">{n.title}</p>
        )}
        {n.body ? (
          <p className="mt-0.5 line-clamp-3 text-[13px] whitespace-pre-line text-muted">{n.body}</p>
        ) : null}
        <p className="mt-1 text-xs text-muted">
          {NOTIFICATION_KIND_LABELS[n.kind].label} ·{' '}
          <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)}>
            {relativeTime(n.createdAt, now)}
          </time>
          {unread ? <span className="sr-only"> · unread</span> : null}
        </p>
      </div>
      {unread ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Mark “${n.title}” read`}
          title="Mark read"
          onClick={() => onMarkRead(n)}
          className="text-muted"
        >
          <Check aria-hidden />
        </Button>
      ) : null}
    </li>
  );
};
