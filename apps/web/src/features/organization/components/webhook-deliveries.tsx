import { useState } from 'react';
import { webhookEventLabel, type WebhookDelivery } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRedeliverWebhook, useWebhookDeliveries, useWebhookDelivery } from '../api/webhooks.ts';

const STATUS: Record<
  WebhookDelivery['status'],
  { label: string; variant: 'success' | 'warning' | 'danger' }
> = {
  delivered: { label: 'Delivered', variant: 'success' },
  pending: { label: 'Trying again', variant: 'warning' },
  failed: { label: 'Failed', variant: 'danger' },
};

/** An endpoint's last deliveries: what went out, how it was answered, and a way to send again. */
export const WebhookDeliveries = ({ endpointId }: { endpointId: string }) => {
  const deliveries = useWebhookDeliveries(endpointId);
  if (deliveries.isPending) return <SkeletonRows rows={2} label="Loading deliveries" />;
  if (deliveries.isError) {
    return <ErrorState error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  }
  if (deliveries.data.items.length === 0) {
    return (
      <EmptyState
        className="py-4"
        title="No deliveries yet"
        description="Events this endpoint chose show here once they are sent."
      />
    );
  }
  return (
    <ul aria-label="Deliveries" className="flex flex-col gap-1 rounded-md border border-border p-2">
      {deliveries.data.items.map((d) => (
        <DeliveryRow key={d.id} delivery={d} />
      ))}
    </ul>
  );
};

const DeliveryRow = ({ delivery }: { delivery: WebhookDelivery }) => {
  const redeliver = useRedeliverWebhook();
  const [open, setOpen] = useState(false);
  const status =
    delivery.status === 'pending' && delivery.attempts === 0
      ? { label: 'Sending', variant: 'warning' as const }
      : STATUS[delivery.status];
  return (
    <li className="flex flex-col gap-1 px-2 py-1.5 text-xs">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-fg" title={delivery.eventType}>
          {webhookEventLabel(delivery.eventType)}
        </span>
        <Badge variant={status.variant}>{status.label}</Badge>
        <span className="text-muted">
          {formatDateTime(delivery.createdAt)} · {delivery.attempts}{' '}
          {delivery.attempts === 1 ? 'attempt' : 'attempts'}
          {delivery.lastStatus !== null ? ` · answered ${delivery.lastStatus}` : ''}
          {delivery.nextAttemptAt && delivery.attempts > 0
            ? ` · next try ${formatDateTime(delivery.nextAttemptAt)}`
            : ''}
        </span>
        <span className="ml-auto flex gap-1">
          <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
            {open ? 'Hide' : 'Details'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            loading={redeliver.isPending}
            onClick={() =>
              redeliver.mutate(delivery.id, {
                onSuccess: () =>
                  toast({
                    title: 'Sent again',
                    description: webhookEventLabel(delivery.eventType),
                  }),
                onError: (error) =>
                  toast({
                    title: 'Not sent',
                    description: errorMessage(error),
                    variant: 'destructive',
                  }),
              })
            }
          >
            Redeliver
          </Button>
        </span>
      </div>
      {open ? <DeliveryDetail id={delivery.id} /> : null}
    </li>
  );
};

const DeliveryDetail = ({ id }: { id: string }) => {
  const detail = useWebhookDelivery(id);
  if (detail.isPending) return <SkeletonRows rows={1} label="Loading the delivery" />;
  if (detail.isError)
    return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  return (
    <div className="flex flex-col gap-2 rounded bg-surface p-2">
      <p className="text-muted">Sent</p>
      <pre className="max-h-40 overflow-auto text-[11px] break-all whitespace-pre-wrap text-fg">
        {detail.data.request.body}
      </pre>
      {detail.data.attemptLog.map((a) => (
        <div key={a.attempt}>
          <p className="text-muted">
            Attempt {a.attempt} · {formatDateTime(a.startedAt)} · {a.durationMs} ms ·{' '}
            {a.responseStatus !== null ? `answered ${a.responseStatus}` : (a.error ?? 'no answer')}
          </p>
          {a.responseBody ? (
            <pre className="max-h-32 overflow-auto text-[11px] break-all whitespace-pre-wrap text-fg">
              {a.responseBody}
            </pre>
          ) : null}
        </div>
      ))}
    </div>
  );
};
