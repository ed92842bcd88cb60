import {
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@rampart/contracts';
import type { WebhookAttemptRow, WebhookDeliveryRow, WebhookEndpointRow } from '@rampart/db';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const KNOWN = new Set<string>(WEBHOOK_EVENT_TYPES);

export const presentWebhookEndpoint = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events.filter((e): e is WebhookEventType => KNOWN.has(e)),
  status: row.status === 'disabled' ? 'disabled' : 'active',
  disabledReason: row.disabledReason,
  failingSince: iso(row.failingSince),
  previousSecretExpiresAt:
    row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date()
      ? row.previousSecretExpiresAt.toISOString()
      : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const STATUSES = new Set(['pending', 'delivered', 'failed']);

export const presentWebhookDelivery = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  endpointId: row.endpointId,
  eventType: row.eventType,
  status: (STATUSES.has(row.status) ? row.status : 'pending') as WebhookDelivery['status'],
  attempts: row.attempts,
  nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
  deliveredAt: iso(row.deliveredAt),
  lastStatus: row.lastStatus,
  createdAt: row.createdAt.toISOString(),
});

export const presentWebhookDeliveryDetail = (
  delivery: WebhookDeliveryRow,
  attempts: WebhookAttemptRow[],
) => ({
  ...presentWebhookDelivery(delivery),
  request: {
    body: JSON.stringify(delivery.payload),
    headers: attempts[attempts.length - 1]?.requestHeaders ?? {},
  },
  attemptLog: attempts.map((a) => ({
    attempt: a.attempt,
    startedAt: a.startedAt.toISOString(),
    durationMs: a.durationMs,
    responseStatus: a.responseStatus,
    responseBody: a.responseBody,
    error: a.error,
  })),
});
