import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatStreamEvent } from '@rampart/contracts';

/** One Server-Sent Event: `event: <type>` and its JSON on one `data:` line. */
export const formatSse = (event: ChatStreamEvent): string =>
  `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * Takes the response over from Fastify for a stream of events: the headers Fastify would
 * have sent (security headers set by the hooks so far, the request id) plus the event-stream
 * ones. After this the reply is ours to write and end.
 */
export const openEventStream = (request: FastifyRequest, reply: FastifyReply) => {
  reply.hijack();
  const raw: ServerResponse = reply.raw;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // Proxies (nginx) must pass each event on as it comes, not buffer the answer.
    'x-accel-buffering': 'no',
    'x-request-id': String(request.id),
  });
  raw.flushHeaders();
  const controller = new AbortController();
  raw.on('close', () => {
    if (!raw.writableFinished) controller.abort();
  });
  return {
    signal: controller.signal,
    send(event: ChatStreamEvent) {
      if (!raw.writableEnded && !raw.destroyed) raw.write(formatSse(event));
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
  };
};
