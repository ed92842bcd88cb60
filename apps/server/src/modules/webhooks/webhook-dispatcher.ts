import { randomInt, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import {
  claimWebhookDeliveries,
  endpointsByIds,
  listenChannel,
  noteEndpointOutcome,
  settleWebhookDelivery,
  WEBHOOK_CHANNEL,
  type ChannelListener,
  type Db,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '@rampart/db';
import type { FetchedResource, SafeFetcher } from '../../fetcher/fetch-types.ts';
import { createSafeFetcher } from '../../fetcher/safe-fetch.ts';
import type { SecretBox } from '../../platform/secrets/secret-box.ts';
import { endpointSecrets } from './webhook-secrets.ts';

/**
 * Delivers the outbox (decision 042): whichever process claims a due delivery sends it, signed
 * as Standard Webhooks v1, through the safe fetcher; a 2xx is delivered, anything else is tried
 * again later, and a crash mid-send leaves the claim to lapse and the delivery to be sent again
 * (at least once: receivers drop repeats by webhook-id).
 */

/** Waits after each failed try: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (about 28 h in all). */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A Retry-After is honoured up to a day. */
const MAX_RETRY_AFTER_MS = 86_400_000;
/** Of an endpoint's answer, this much is kept in the log. */
export const RESPONSE_KEPT_BYTES = 4096;
/**
 * The first 4 KB of an answer as text a database can hold: no NUL (PostgreSQL refuses it in
 * text, and the attempt would never be recorded), invalid bytes replaced.
 */
export const keptText = (body: Buffer) =>
  body.subarray(0, RESPONSE_KEPT_BYTES).toString('utf8').replaceAll('\u0000', '\ufffd');

/** Between looks at the outbox when no notice came (retries falling due, a notice missed). */
export const WEBHOOK_POLL_MS = 5_000;

/** ±10 %, so endpoints that failed together are not all retried in the same second. */
const jittered = (ms: number) => ms + Math.round((ms * (randomInt(0, 2001) - 1000)) / 10_000);

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export const retryAfterMs = (header: string | undefined, now: Date): number | null => {
  if (!header) return null;
  const seconds = Number(header.trim());
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now.getTime();
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : null;
};

/** When to try again after `attempts` tries, or null when that was the last. */
export const nextAttemptAt = (attempts: number, now: Date, retryAfter: number | null) => {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  if (delay === undefined) return null;
  return new Date(now.getTime() + Math.max(jittered(delay), retryAfter ?? 0));
};

/** The headers of one try: Standard Webhooks' id, timestamp and signature(s). */
export const signedHeaders = (id: string, at: Date, body: string, secrets: readonly string[]) => ({
  'content-type': 'application/json',
  'webhook-id': id,
  'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
  // One signature per valid secret: during a rotation the receiver may hold either.
  'webhook-signature': secrets.map((s) => new Webhook(s).sign(id, at, body)).join(' '),
});

export type WebhookDispatcherDeps = {
  db: Db;
  secrets: SecretBox;
  fetcher: SafeFetcher;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Deliveries claimed at once. */
  batch?: number;
  /** A claim not settled within this long is claimed again (its process died). */
  lockMs?: number;
};

export type WebhookDispatcher = {
  /** Sends every due delivery, claiming in batches, until none is left. */
  drain(): Promise<number>;
  /** A drain soon (a notice came): at most one runs at a time, another follows if asked. */
  wake(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's webhook dispatcher (tests drain it). */
    webhooks: WebhookDispatcher;
  }
}

export const createWebhookDispatcher = (deps: WebhookDispatcherDeps): WebhookDispatcher => {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  const workerId = `${hostname()}:${process.pid}:${randomUUID()}`;
  const batch = deps.batch ?? 20;
  const lockMs = deps.lockMs ?? 60_000;

  const deliverOne = async (delivery: WebhookDeliveryRow, endpoint: WebhookEndpointRow) => {
    const startedAt = now();
    const body = JSON.stringify(delivery.payload);
    const headers = signedHeaders(
      delivery.id,
      startedAt,
      body,
      endpointSecrets(deps.secrets, endpoint, startedAt),
    );
    let response: FetchedResource | null = null;
    let error: string | null = null;
    try {
      response = await deps.fetcher.fetch(endpoint.url, {
        method: 'POST',
        headers,
        body,
        accept: '*/*',
        maxBytes: 64 * 1024,
        // 2xx is delivered however long the answer: only its first bytes are kept.
        truncate: true,
      });
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const finishedAt = now();
    const ok = response !== null && response.status >= 200 && response.status < 300;
    const attempts = delivery.attempts + 1;
    const next = ok
      ? null
      : nextAttemptAt(
          attempts,
          finishedAt,
          retryAfterMs(response?.headers?.['retry-after'], finishedAt),
        );
    const settled = await settleWebhookDelivery(
      db,
      { id: delivery.id, workerId },
      {
        status: ok ? 'delivered' : next ? 'pending' : 'failed',
        attempts,
        nextAttemptAt: next,
        lastStatus: response?.status ?? null,
        deliveredAt: ok ? finishedAt : null,
      },
      {
        organizationId: delivery.organizationId,
        attempt: attempts,
        startedAt,
        durationMs: Math.round(finishedAt.getTime() - startedAt.getTime()),
        requestHeaders: headers,
        responseStatus: response?.status ?? null,
        responseBody: response ? keptText(response.body) : '',
        error,
      },
    );
    if (settled) await noteEndpointOutcome(db, endpoint.id, ok);
  };

  const drain = async () => {
    let sent = 0;
    for (;;) {
      const claimed = await claimWebhookDeliveries(db, { workerId, limit: batch, lockMs });
      if (claimed.length === 0) return sent;
      const endpoints = new Map(
        (await endpointsByIds(db, [...new Set(claimed.map((d) => d.endpointId))])).map((e) => [
          e.id,
          e,
        ]),
      );
      await Promise.all(
        claimed.map(async (delivery) => {
          const endpoint = endpoints.get(delivery.endpointId);
          if (!endpoint) return;
          await deliverOne(delivery, endpoint).catch((err: unknown) =>
            log.warn({ err, deliveryId: delivery.id }, 'webhook delivery failed to settle'),
          );
        }),
      );
      sent += claimed.length;
    }
  };

  let running: Promise<void> | null = null;
  let again = false;
  const wake = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drain().catch((err: unknown) => log.warn({ err }, 'webhook deliveries failed'));
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  let listener: ChannelListener | null = null;
  let timer: NodeJS.Timeout | null = null;
  return {
    drain,
    wake,
    async start() {
      listener = await listenChannel(
        db,
        WEBHOOK_CHANNEL,
        () => void wake(),
        (err) => log.warn({ err }, 'webhook notices: listening failed, polling meanwhile'),
      );
      timer = setInterval(() => void wake(), WEBHOOK_POLL_MS);
      timer.unref();
      void wake();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await listener?.close();
      await running;
    },
  };
};

/** The dispatcher's own door to the outside: POSTs only, 10 s, no redirect followed. */
export const webhookFetcher = (allowPrivateHosts: readonly string[], version: string) =>
  createSafeFetcher({
    allowPrivateHosts,
    userAgent: `Rampart-Webhooks/${version}`,
    limits: { timeoutMs: 10_000, maxBytes: 64 * 1024, maxRedirects: 0 },
  });
