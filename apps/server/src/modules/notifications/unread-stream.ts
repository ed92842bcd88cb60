// The bell's live count: Server-Sent Events carrying the unread count whenever it changes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOTIFICATION_STREAM_EVENT } from '@rampart/contracts';
import { countUnreadNotifications, type Db } from '@rampart/db';
import { openEventStream } from '../../ai/features/chat/sse.ts';
import type { Actor } from '../../auth/actor.ts';
import type { NotificationHub } from './notification-hub.ts';

/**
 * A comment this often keeps proxies from closing an idle stream; the count is read again then
 * too, which bounds how stale it can get if a signal is ever lost.
 */
export const HEARTBEAT_MS = 25_000;
/** How soon a client reconnects after the stream drops (the SSE `retry` field). */
const RETRY_MS = 5_000;
/** setTimeout's largest delay. */
const TIMER_MAX_MS = 2_147_483_647;

/**
 * Takes the reply over and streams `event: unread` with `{"unread":n}`: at once, then on every
 * change. A client that does not accept text/event-stream gets the first event only. The stream
 * ends when the client leaves, the session ends (its expiry, sign-out, membership change) or
 * the server stops.
 */
export const streamUnreadCount = async ({
  request,
  reply,
  actor,
  db,
  hub,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
  actor: Actor;
  db: Db;
  hub: NotificationHub;
}): Promise<void> => {
  // The connection is the stream's alone: when it ends (sign-out, the server stopping) it closes,
  // rather than idling as keep-alive and holding a stopping server open.
  reply.header('connection', 'close');
  const stream = openEventStream(request, reply);
  const raw = reply.raw;
  const write = (text: string) => {
    if (!raw.writableEnded && !raw.destroyed) raw.write(text);
  };
  write(`retry: ${RETRY_MS}\n\n`);

  let last = -1;
  let reading: Promise<void> | null = null;
  let again = false;
  // One read at a time; a change heard meanwhile reads once more after it.
  const push = (): Promise<void> => {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      do {
        again = false;
        const unread = await countUnreadNotifications(db, actor.organizationId, actor.userId);
        if (unread !== last) {
          last = unread;
          write(`event: ${NOTIFICATION_STREAM_EVENT}\ndata: ${JSON.stringify({ unread })}\n\n`);
        }
      } while (again && !raw.writableEnded);
    })()
      .catch((err: unknown) => request.log.warn({ err }, 'unread count failed'))
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  await push();
  if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
    stream.end();
    return;
  }
  let unwatch = () => {};
  const end = () => {
    clearInterval(beat);
    clearTimeout(expiry);
    unwatch();
    stream.end();
  };
  const beat = setInterval(() => {
    write(': ping\n\n');
    void push();
  }, HEARTBEAT_MS);
  beat.unref();
  const expiry = setTimeout(
    end,
    Math.min(TIMER_MAX_MS, Math.max(0, actor.expiresAt.getTime() - Date.now())),
  );
  expiry.unref();
  unwatch = hub.watch(actor.organizationId, actor.userId, {
    changed: () => void push(),
    close: end,
  });
  if (stream.signal.aborted) end();
  else stream.signal.addEventListener('abort', end);
};
