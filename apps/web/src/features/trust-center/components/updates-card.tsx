import { useRef, useState } from 'react';
import { EyeOff, Megaphone, Plus, Trash2 } from 'lucide-react';
import type { TrustCenter, TrustUpdate } from '@rampart/contracts';
import { formatDate, formatDateTime } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteTrustUpdate } from '../api/delete-trust-update.ts';
import { useTrustUpdates } from '../api/get-trust-updates.ts';
import { mailedWords, plainPreview, UPDATES_EMPTY, UPDATES_EMPTY_READER } from '../lib/updates.ts';
import { UpdateDialog } from './update-dialog.tsx';

/** One update: its title, when it went up, whom it was mailed to, and its opening lines. */
const UpdateRow = ({
  update,
  onDelete,
}: {
  update: TrustUpdate;
  onDelete: ((update: TrustUpdate) => void) | null;
}) => (
  <li className="flex flex-col gap-2 px-4 py-3 md:flex-row md:items-start md:gap-4">
    <div className="min-w-0 flex-1">
      <p className="text-[13px] font-medium [overflow-wrap:anywhere] text-fg">{update.title}</p>
      <p className="text-xs text-muted tabular-nums">
        <time dateTime={update.publishedAt} title={formatDateTime(update.publishedAt)}>
          {formatDate(update.publishedAt)}
        </time>
        <span aria-hidden> · </span>
        <span className="sr-only">, </span>
        {mailedWords(update.mailedTo)}
      </p>
      <p className="mt-1 line-clamp-3 text-xs whitespace-pre-line [overflow-wrap:anywhere] text-fg">
        {plainPreview(update.body)}
      </p>
    </div>
    {onDelete ? (
      <div className="flex flex-wrap items-center gap-1.5 md:justify-end">
        <Button size="sm" variant="ghost" onClick={() => onDelete(update)}>
          <Trash2 aria-hidden />
          Delete
          <span className="sr-only"> the update {update.title}</span>
        </Button>
      </div>
    ) : null}
  </li>
);

/** The updates on the public page, newest first; managers post and delete them. */
export const UpdatesCard = ({ center }: { center: TrustCenter }) => {
  const manage = center.abilities.manage;
  const query = useTrustUpdates();
  const remove = useDeleteTrustUpdate();
  const [posting, setPosting] = useState(false);
  const [deleting, setDeleting] = useState<TrustUpdate | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const hidden = center.settings?.hiddenSections.includes('updates') ?? false;

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Update deleted', description: `“${deleting.title}” is off the page.` });
        setDeleting(null);
        // Its Delete button left with it: the list takes focus instead.
        setTimeout(() => list.current?.focus());
      },
    });
  };

  const post = manage ? (
    <Button size="sm" onClick={() => setPosting(true)}>
      <Plus aria-hidden />
      Post an update
    </Button>
  ) : null;

  return (
    <Card>
      <CardHeader
        title="Updates"
        description="News on the public page, newest first. Each is mailed to confirmed subscribers when it goes up."
        actions={items.length > 0 ? (post ?? undefined) : undefined}
      />
      {hidden ? (
        <p className="flex items-start gap-2 border-b border-border bg-surface px-4 py-2.5 text-xs text-muted">
          <EyeOff className="mt-px size-3.5 shrink-0" aria-hidden />
          The page hides its Updates section: visitors do not see these until you show it in the
          settings.
        </p>
      ) : null}
      {query.isPending ? (
        <SkeletonRows rows={2} label="Loading the updates" />
      ) : !query.data ? (
        <ErrorState
          title="Could not load the updates"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          title="No updates yet"
          description={manage ? UPDATES_EMPTY : UPDATES_EMPTY_READER}
          action={post}
        />
      ) : (
        <>
          <ul ref={list} tabIndex={-1} aria-label="Updates" className="divide-y divide-border">
            {items.map((update) => (
              <UpdateRow
                key={update.id}
                update={update}
                onDelete={
                  manage
                    ? (u) => {
                        remove.reset();
                        setDeleting(u);
                      }
                    : null
                }
              />
            ))}
          </ul>
          <LoadMore
            query={query}
            errorTitle="Could not load more updates"
            counts={{ shown: items.length, total }}
          />
        </>
      )}
      {manage ? (
        <>
          <UpdateDialog center={center} open={posting} onOpenChange={setPosting} />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
            title={`Delete “${deleting?.title ?? 'this update'}”?`}
            description="It comes off the public page at once. Mail already sent to subscribers stays with them."
            confirmLabel="Delete"
            pending={remove.isPending}
            onConfirm={onDelete}
          >
            {remove.isError ? (
              <FormMessage>Not deleted: {errorMessage(remove.error)}</FormMessage>
            ) : null}
          </ConfirmDialog>
        </>
      ) : null}
    </Card>
  );
};
