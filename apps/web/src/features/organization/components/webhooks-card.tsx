import { useState } from 'react';
import { WEBHOOK_EVENT_LABELS, type WebhookEndpoint } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SecretOnce } from '../../../components/ui/secret-once.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useSendTestWebhook,
  useUpdateWebhookEndpoint,
  useWebhookEndpoints,
} from '../api/webhooks.ts';
import { NewWebhookForm } from './new-webhook-form.tsx';
import { WebhookDeliveries } from './webhook-deliveries.tsx';

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error), variant: 'destructive' });

/**
 * Organisation settings → Webhooks (issue 23 point 3): endpoints that receive signed events
 * (Standard Webhooks) when records change, each with its delivery log, a test event and its
 * secret, shown once when made or rotated.
 */
export const WebhooksCard = () => {
  const endpoints = useWebhookEndpoints();
  const [secret, setSecret] = useState<{ url: string; value: string } | null>(null);
  return (
    <Card id="webhooks">
      <CardHeader
        title="Webhooks"
        description="Send signed events to your other tools (Jira, Slack, a SIEM) when records change. Failed deliveries are tried again for about a day; an address failing for three days is switched off and you are told."
      />
      {endpoints.isPending ? (
        <SkeletonRows rows={2} label="Loading webhooks" />
      ) : endpoints.isError ? (
        <ErrorState error={endpoints.error} onRetry={() => void endpoints.refetch()} />
      ) : (
        <>
          {endpoints.data.length > 0 ? (
            <ul
              aria-label="Webhook endpoints"
              className="divide-y divide-border border-b border-border"
            >
              {endpoints.data.map((endpoint) => (
                <EndpointRow
                  key={endpoint.id}
                  endpoint={endpoint}
                  onSecret={(value) => setSecret({ url: endpoint.url, value })}
                />
              ))}
            </ul>
          ) : null}
          <CardContent className="flex flex-col gap-4">
            {secret ? (
              <SecretOnce
                label="Signing secret"
                value={secret.value}
                onDismiss={() => setSecret(null)}
              >
                <p>
                  Copy the signing secret of <span className="break-all">{secret.url}</span> now: it
                  is shown once. Verify each event’s{' '}
                  <span className="font-mono">webhook-signature</span> with it (any Standard
                  Webhooks library does).
                </p>
              </SecretOnce>
            ) : null}
            <NewWebhookForm onCreated={(url, value) => setSecret({ url, value })} />
          </CardContent>
        </>
      )}
    </Card>
  );
};

const EndpointRow = ({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (secret: string) => void;
}) => {
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const test = useSendTestWebhook();
  const [showLog, setShowLog] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'rotate' | null>(null);
  const active = endpoint.status === 'active';
  const name = endpoint.description || endpoint.url;

  return (
    <li className="flex flex-col gap-2 px-4 py-3">
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-[13px] font-medium text-fg">
            <span className="break-all">{endpoint.url}</span>
            {active ? (
              endpoint.failingSince ? (
                <Badge variant="warning">
                  Failing since {formatDateTime(endpoint.failingSince)}
                </Badge>
              ) : (
                <Badge variant="success">Active</Badge>
              )
            ) : (
              <Badge variant="danger">Switched off</Badge>
            )}
          </p>
          {endpoint.description ? (
            <p className="text-xs text-muted">{endpoint.description}</p>
          ) : null}
          <p className="text-xs break-words text-muted">
            {endpoint.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(' · ')}
          </p>
          {!active && endpoint.disabledReason ? (
            <p className="text-xs text-danger-text">{endpoint.disabledReason}</p>
          ) : null}
          {endpoint.previousSecretExpiresAt ? (
            <p className="text-xs text-muted">
              The previous secret signs too until {formatDateTime(endpoint.previousSecretExpiresAt)}
              .
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={showLog}
            onClick={() => setShowLog((v) => !v)}
          >
            {showLog ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            loading={test.isPending}
            disabled={!active}
            onClick={() =>
              test.mutate(endpoint.id, {
                onSuccess: () => {
                  toast({ title: 'Test event sent', description: endpoint.url });
                  setShowLog(true);
                },
                onError: failed('No test event sent'),
              })
            }
          >
            Send test event
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirm('rotate')}>
            Rotate secret
          </Button>
          <Button
            size="sm"
            variant="ghost"
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { id: endpoint.id, status: active ? 'disabled' : 'active' },
                {
                  onSuccess: () =>
                    toast({ title: active ? 'Switched off' : 'Switched on', description: name }),
                  onError: failed('Not changed'),
                },
              )
            }
          >
            {active ? 'Switch off' : 'Switch on'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${name}`}
            onClick={() => setConfirm('delete')}
          >
            Delete
          </Button>
        </div>
      </div>
      {showLog ? <WebhookDeliveries endpointId={endpoint.id} /> : null}
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={`Delete the webhook to ${endpoint.url}?`}
        description="It receives nothing more, and its delivery log goes with it."
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(endpoint.id, {
            onSuccess: () => {
              setConfirm(null);
              toast({ title: 'Webhook deleted', description: endpoint.url });
            },
            onError: failed('Not deleted'),
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'rotate'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Make a new signing secret?"
        description="Events are signed with both the new and the current secret for 24 hours, so the receiving tool can switch over."
        confirmLabel="Rotate"
        destructive={false}
        pending={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(endpoint.id, {
            onSuccess: (made) => {
              setConfirm(null);
              onSecret(made.secret);
            },
            onError: failed('Not rotated'),
          })
        }
      />
    </li>
  );
};
