import {
  CircleDot,
  GitCommitVertical,
  MessageSquare,
  Pencil,
  Share2,
  type LucideIcon,
} from 'lucide-react';
import {
  COLLABORATION_LIMITS,
  type ActivityType,
  type QuestionnaireActivity,
} from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { useActivity } from '../api/get-activity.ts';
import { relativeTime } from '../../../lib/relative-time.ts';
import { useNow } from './lib/use-now.ts';

const ICONS: Record<ActivityType, { Icon: LucideIcon; label: string }> = {
  comment: { Icon: MessageSquare, label: 'Comment' },
  edit: { Icon: Pencil, label: 'Edit' },
  share: { Icon: Share2, label: 'Sharing' },
  version: { Icon: GitCommitVertical, label: 'Version' },
  status: { Icon: CircleDot, label: 'Status' },
};

/** §9 Recent changes: the latest edits and versions, at most 10. */
const CHANGE_TYPES: readonly ActivityType[] = ['edit', 'version'];
export const recentChanges = (items: readonly QuestionnaireActivity[]) =>
  items
    .filter((a) => CHANGE_TYPES.includes(a.type))
    .slice(0, COLLABORATION_LIMITS.recentChangesShown);

const Entry = ({ a, now }: { a: QuestionnaireActivity; now: number }) => {
  const { Icon, label } = ICONS[a.type];
  return (
    <li className="flex gap-3 px-4 py-2.5">
      <span
        className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-surface text-muted"
        title={label}
      >
        <Icon className="size-3.5" aria-hidden />
        <span className="sr-only">{label}:</span>
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-[13px] break-words text-fg">
          <span className="font-medium">{a.user.name}</span> {a.description}
        </span>
        <time
          dateTime={a.timestamp}
          title={formatDateTime(a.timestamp)}
          className="text-xs text-muted"
        >
          {relativeTime(a.timestamp, now)}
        </time>
      </span>
    </li>
  );
};

const Heading = ({ id, children }: { id: string; children: string }) => (
  <h3
    id={id}
    className="border-b border-border bg-surface px-4 py-1.5 text-xs font-semibold tracking-wide text-muted uppercase"
  >
    {children}
  </h3>
);

/**
 * §2 Activity: who did what, newest first, a page at a time back to the first entry ("Load
 * more"), and the recent changes above it.
 */
export const ActivityTab = ({ questionnaireId }: { questionnaireId: string }) => {
  const query = useActivity(questionnaireId);
  const now = useNow();
  if (query.isPending) return <SkeletonRows rows={4} label="Loading activity" />;
  // A failed "Load more" keeps the pages already shown; only a failed first page replaces them.
  if (!query.data) {
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const items = query.data.pages.flatMap((p) => p.items);
  const total = query.data.pages[0]?.total ?? items.length;
  if (items.length === 0) {
    return (
      <EmptyState
        title="No activity yet"
        description="Edits, comments, shares and versions are listed here as they happen."
      />
    );
  }
  const changes = recentChanges(items);
  return (
    <>
      <section aria-labelledby="activity-recent-changes">
        <Heading id="activity-recent-changes">Recent changes</Heading>
        {changes.length > 0 ? (
          <ol aria-label="Recent changes" className="divide-y divide-border">
            {changes.map((a) => (
              <Entry key={a.id} a={a} now={now} />
            ))}
          </ol>
        ) : (
          <p className="px-4 py-2.5 text-xs text-muted">
            No versions saved yet; they appear here as they are made.
          </p>
        )}
      </section>
      <section aria-labelledby="activity-all">
        <Heading id="activity-all">All activity</Heading>
        <ol aria-label="Activity" className="divide-y divide-border">
          {items.map((a) => (
            <Entry key={a.id} a={a} now={now} />
          ))}
        </ol>
        <LoadMore
          query={query}
          shown={query.hasNextPage ? `Showing ${items.length} of ${total}` : undefined}
        />
      </section>
    </>
  );
};
