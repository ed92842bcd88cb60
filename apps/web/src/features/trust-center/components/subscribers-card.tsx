import { useRef, useState } from 'react';
import { CircleCheck, Clock3, MailWarning, UserMinus, Users } from 'lucide-react';
import type { TrustCenter, TrustSubscriber } from '@rampart/contracts';
import { formatDateTime, formatNumber } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
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
import { useDeleteTrustSubscriber } from '../api/delete-trust-subscriber.ts';
import { useTrustSubscribers } from '../api/get-trust-subscribers.ts';
import {
  confirmedWords,
  DOUBLE_OPT_IN,
  NO_MAIL_SUBSCRIBE,
  SUBSCRIBERS_EMPTY,
  SUBSCRIBERS_EMPTY_HINT,
  subscriberParts,
} from '../lib/subscribers.ts';

/** An address: whether it is confirmed, since when; Remove. */
const SubscriberRow = ({
  subscriber,
  onRemove,
}: {
  subscriber: TrustSubscriber;
  onRemove: (s: TrustSubscriber) => void;
}) => {
  const { status, since } = subscriberParts(subscriber);
  const confirmed = subscriber.status === 'confirmed';
  const Icon = confirmed ? CircleCheck : Clock3;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-[13px] font-medium [overflow-wrap:anywhere] text-fg">
            {subscriber.email}
          </span>
          <Badge variant={confirmed ? 'success' : 'neutral'}>
            <Icon className="size-3" aria-hidden />
            {status}
          </Badge>
        </p>
        <p
          className="text-xs text-muted tabular-nums"
          title={formatDateTime(subscriber.confirmedAt ?? subscriber.createdAt)}
        >
          {since}
        </p>
      </div>
      <Button size="sm" variant="ghost" onClick={() => onRemove(subscriber)}>
        <UserMinus aria-hidden />
        Remove
        <span className="sr-only"> {subscriber.email}</span>
      </Button>
    </li>
  );
};

/** Who receives the updates by mail (managers only: it names people); remove an address. */
export const SubscribersCard = ({ center }: { center: TrustCenter }) => {
  const query = useTrustSubscribers();
  const remove = useDeleteTrustSubscriber();
  const [removing, setRemoving] = useState<TrustSubscriber | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const pending = Math.max(0, total - center.counts.subscribers);

  const onRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast({
          title: 'Subscriber removed',
          description: `${removing.email} is mailed no more updates.`,
        });
        setRemoving(null);
        setTimeout(() => list.current?.focus());
      },
    });
  };

  return (
    <Card>
      <CardHeader
        title="Subscribers"
        description={DOUBLE_OPT_IN}
        actions={
          <span className="text-[13px] text-fg tabular-nums">
            {confirmedWords(center.counts.subscribers)}
            {query.data && pending > 0 ? (
              <span className="text-muted"> · {formatNumber(pending)} not confirmed yet</span>
            ) : null}
          </span>
        }
      />
      {center.mail ? null : (
        <p className="flex items-start gap-2 border-b border-border bg-warning-subtle px-4 py-2.5 text-xs text-warning-text">
          <MailWarning className="mt-px size-3.5 shrink-0" aria-hidden />
          <span>
            {NO_MAIL_SUBSCRIBE} Ask whoever runs Rampart to set{' '}
            <span className="font-mono">SMTP_URL</span>.
          </span>
        </p>
      )}
      {query.isPending ? (
        <SkeletonRows rows={2} label="Loading the subscribers" />
      ) : !query.data ? (
        <ErrorState
          title="Could not load the subscribers"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Users}
          title={SUBSCRIBERS_EMPTY}
          description={center.mail ? SUBSCRIBERS_EMPTY_HINT : undefined}
        />
      ) : (
        <>
          <ul ref={list} tabIndex={-1} aria-label="Subscribers" className="divide-y divide-border">
            {items.map((subscriber) => (
              <SubscriberRow
                key={subscriber.id}
                subscriber={subscriber}
                onRemove={(s) => {
                  remove.reset();
                  setRemoving(s);
                }}
              />
            ))}
          </ul>
          <LoadMore
            query={query}
            errorTitle="Could not load more subscribers"
            counts={{ shown: items.length, total }}
          />
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Remove ${removing?.email ?? 'this subscriber'}?`}
        description="They are mailed no more updates. They can subscribe again on the page."
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={onRemove}
      >
        {remove.isError ? (
          <FormMessage>Not removed: {errorMessage(remove.error)}</FormMessage>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
};
