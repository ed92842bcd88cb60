import { z } from 'zod';

/**
 * Outgoing webhooks (issue 23 point 3, decision 042): the events an endpoint may choose. Each is
 * the audit action of the change it reports (recorded in the change's own transaction), except
 * `evidence.expiring`, which time brings.
 */
export const WEBHOOK_EVENT_TYPES = [
  'risk.created',
  'risk.updated',
  'risk.deleted',
  'control.created',
  'control.updated',
  'control.deleted',
  'control.test_completed',
  'finding.created',
  'finding.updated',
  'finding.deleted',
  'evidence.expiring',
  'vendor.created',
  'vendor.updated',
  'vendor.deleted',
  'assessment.signed_off',
  'questionnaire_request.submitted',
  'questionnaire_request.reviewed',
  'document.approved',
  'member.joined',
  'member.removed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent on request from the endpoint's page, to try it; never chosen. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'risk.created': 'Risk added',
  'risk.updated': 'Risk changed',
  'risk.deleted': 'Risk deleted',
  'control.created': 'Control added',
  'control.updated': 'Control changed',
  'control.deleted': 'Control deleted',
  'control.test_completed': 'Control test result recorded',
  'finding.created': 'Finding raised',
  'finding.updated': 'Finding changed',
  'finding.deleted': 'Finding deleted',
  'evidence.expiring': 'Evidence expiring within 30 days',
  'vendor.created': 'Vendor added',
  'vendor.updated': 'Vendor changed',
  'vendor.deleted': 'Vendor deleted',
  'assessment.signed_off': 'Assessment signed off',
  'questionnaire_request.submitted': 'Questionnaire submitted by its recipient',
  'questionnaire_request.reviewed': 'Questionnaire answers reviewed',
  'document.approved': 'Document approved',
  'member.joined': 'Member joined',
  'member.removed': 'Member left or removed',
};

/** An event type in words, the test event included. */
export const webhookEventLabel = (type: string): string =>
  type === WEBHOOK_TEST_EVENT
    ? 'Test event'
    : (WEBHOOK_EVENT_LABELS[type as WebhookEventType] ?? type);

export const WEBHOOK_ENDPOINT_STATUSES = ['active', 'disabled'] as const;
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  status: z.enum(WEBHOOK_ENDPOINT_STATUSES),
  /** Why it was switched off (failing for three days, or by a person). */
  disabledReason: z.string().nullable(),
  /** Since when every delivery has failed; null while it answers. */
  failingSince: z.string().nullable(),
  /** Until when the secret before the last rotation still signs too. */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

const urlField = z
  .url({
    protocol: /^https?$/,
    message: 'Enter a web address, as https://tools.example.com/hooks',
  })
  .trim()
  .max(2000, 'The address is at most 2000 characters');

export const createWebhookEndpointBodySchema = z.object({
  url: urlField,
  description: z.string().trim().max(200, 'At most 200 characters').default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { message: 'Unknown event' }))
    .min(1, 'Choose at least one event')
    .max(WEBHOOK_EVENT_TYPES.length),
});

export const updateWebhookEndpointBodySchema = z
  .object({
    url: urlField,
    description: z.string().trim().max(200, 'At most 200 characters'),
    events: createWebhookEndpointBodySchema.shape.events,
    /** 'active' switches a disabled endpoint back on; 'disabled' switches it off. */
    status: z.enum(WEBHOOK_ENDPOINT_STATUSES),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });

/** The endpoint with its signing secret, shown once (made, or rotated). */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});

export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  startedAt: z.string(),
  durationMs: z.number().int(),
  /** The endpoint's status code; null when no answer came (refused, timed out). */
  responseStatus: z.number().int().nullable(),
  /** The first 4 KB of the answer. */
  responseBody: z.string(),
  error: z.string().nullable(),
});

export const webhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  lastStatus: z.number().int().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryDetailSchema = webhookDeliverySchema.extend({
  /** What was sent: the event as JSON, and the headers (the signature among them). */
  request: z.object({ body: z.string(), headers: z.record(z.string(), z.string()) }),
  attemptLog: z.array(webhookAttemptSchema),
});
