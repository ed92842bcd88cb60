// Managing an organisation's webhook endpoints (issue 23 point 3, decision 042): each a use case
// in one transaction, audited; the secret is shown once, when made or rotated.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type {
  createWebhookEndpointBodySchema,
  updateWebhookEndpointBodySchema,
} from '@rampart/contracts';
import {
  deleteWebhookEndpointRow,
  findWebhookEndpoint,
  insertTestDelivery,
  insertWebhookEndpoint,
  newId,
  recordAudit,
  updateWebhookEndpointRow,
  type Db,
  type Executor,
  type WebhookEndpointRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { FetchRefused } from '../../fetcher/fetch-types.ts';
import { assertPublicAddress } from '../../fetcher/public-address.ts';
import { checkUrl } from '../../fetcher/refusal.ts';
import { AppError, invalid, notFound } from '../../errors.ts';
import type { SecretBox } from '../../platform/secrets/secret-box.ts';
import { presentWebhookEndpoint } from './webhook.presenter.ts';
import { newWebhookSecret, PREVIOUS_SECRET_MS, webhookSecretContext } from './webhook-secrets.ts';

type CreateBody = z.output<typeof createWebhookEndpointBodySchema>;
type UpdateBody = z.output<typeof updateWebhookEndpointBodySchema>;
type Common = { actor: Actor; db: Db; secrets: SecretBox; allowPrivateHosts: readonly string[] };

/** Nothing is sent to an endpoint while it is switched off: asking to is a conflict. */
export const switchedOff = () =>
  new AppError('CONFLICT', 'This webhook is switched off: switch it on to send to it.');

export const WEBHOOK_URL_NOT_ALLOWED =
  'Webhooks go to public addresses only: this one is private, loopback or reserved';

/** The address events go to: http(s), no credentials, not a private address (the fetcher's rules). */
const checkEndpointUrl = async (url: string, allowPrivateHosts: readonly string[]) => {
  try {
    checkUrl(url);
  } catch (err) {
    throw invalid('url', err instanceof FetchRefused ? err.message : 'Enter a valid web address');
  }
  await assertPublicAddress(url, allowPrivateHosts, 'url', WEBHOOK_URL_NOT_ALLOWED);
};

/**
 * What the audit log keeps of an address: its origin and a fingerprint of the rest. Chat and
 * automation hooks carry their credential in the path or query, and the log is read more widely
 * than the endpoints (audit:read).
 */
export const auditedUrl = (url: string) => {
  const parsed = new URL(url);
  const rest = `${parsed.pathname}${parsed.search}`;
  return rest === '/'
    ? parsed.origin
    : `${parsed.origin}/… (${createHash('sha256').update(rest).digest('hex').slice(0, 8)})`;
};

const snapshot = (row: WebhookEndpointRow) => ({
  url: auditedUrl(row.url),
  description: row.description,
  events: row.events,
  status: row.status,
});

export const createWebhookEndpoint = async ({
  actor,
  db,
  secrets,
  allowPrivateHosts,
  input,
}: Common & { input: CreateBody }) => {
  await checkEndpointUrl(input.url, allowPrivateHosts);
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const row = await insertWebhookEndpoint(tx, {
      id: newId('whe'),
      organizationId: actor.organizationId,
      url: input.url,
      description: input.description,
      events: [...new Set(input.events)],
      secretSealed: secrets.seal(secret, webhookSecretContext(actor.organizationId)),
      createdBy: actor.userId,
    });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'webhook.endpoint_created',
      entityType: 'webhook_endpoint',
      entityId: row.id,
      after: snapshot(row),
      requestId: actor.requestId,
    });
    return { endpoint: presentWebhookEndpoint(row), secret };
  });
};

const endpointOf = async (db: Executor, actor: Actor, id: string) => {
  const row = await findWebhookEndpoint(db, actor.organizationId, id);
  if (!row) throw notFound('Webhook endpoint');
  return row;
};

export const updateWebhookEndpoint = async ({
  actor,
  db,
  allowPrivateHosts,
  id,
  input,
}: Omit<Common, 'secrets'> & { id: string; input: UpdateBody }) => {
  // Another organisation's endpoint is not found, whatever the address sent.
  await endpointOf(db, actor, id);
  if (input.url !== undefined) await checkEndpointUrl(input.url, allowPrivateHosts);
  return db.transaction(async (tx) => {
    const before = await endpointOf(tx, actor, id);
    const switching =
      input.status === 'active' && before.status !== 'active'
        ? { disabledReason: null, failingSince: null }
        : input.status === 'disabled' && before.status !== 'disabled'
          ? { disabledReason: `Switched off by ${actor.name}` }
          : {};
    const row = (await updateWebhookEndpointRow(tx, actor.organizationId, id, {
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.events !== undefined ? { events: [...new Set(input.events)] } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...switching,
    }))!;
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'webhook.endpoint_updated',
      entityType: 'webhook_endpoint',
      entityId: id,
      before: snapshot(before),
      after: snapshot(row),
      requestId: actor.requestId,
    });
    return presentWebhookEndpoint(row);
  });
};

export const deleteWebhookEndpoint = async ({
  actor,
  db,
  id,
}: Pick<Common, 'actor' | 'db'> & { id: string }) =>
  db.transaction(async (tx) => {
    const row = await deleteWebhookEndpointRow(tx, actor.organizationId, id);
    if (!row) throw notFound('Webhook endpoint');
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'webhook.endpoint_deleted',
      entityType: 'webhook_endpoint',
      entityId: id,
      before: snapshot(row),
      requestId: actor.requestId,
    });
  });

/** A new secret; the old one still signs for a day, so the receiver can switch over. */
export const rotateWebhookSecret = async ({
  actor,
  db,
  secrets,
  id,
}: Omit<Common, 'allowPrivateHosts'> & { id: string }) => {
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const before = await endpointOf(tx, actor, id);
    const row = (await updateWebhookEndpointRow(tx, actor.organizationId, id, {
      secretSealed: secrets.seal(secret, webhookSecretContext(actor.organizationId)),
      previousSecretSealed: before.secretSealed,
      previousSecretExpiresAt: new Date(Date.now() + PREVIOUS_SECRET_MS),
    }))!;
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'webhook.secret_rotated',
      entityType: 'webhook_endpoint',
      entityId: id,
      after: { url: auditedUrl(row.url) },
      requestId: actor.requestId,
    });
    return { endpoint: presentWebhookEndpoint(row), secret };
  });
};

/** A `webhook.test` event to this endpoint alone, whatever it chose. */
export const sendTestWebhook = async ({
  actor,
  db,
  id,
}: Pick<Common, 'actor' | 'db'> & { id: string }) =>
  db.transaction(async (tx) => {
    const endpoint = await endpointOf(tx, actor, id);
    if (endpoint.status !== 'active') throw switchedOff();
    return insertTestDelivery(tx, actor.organizationId, endpoint.id, {
      type: 'webhook.test',
      timestamp: new Date().toISOString(),
      data: { endpointId: endpoint.id, sentBy: actor.name, message: 'A test event from Rampart.' },
    });
  });
