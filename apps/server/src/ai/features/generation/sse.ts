import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GenerationEvent } from '@rampart/contracts';

/** One Server-Sent Event: `event: <type>` and the whole event as JSON on one `data:` line. */
export const formatGenerationEvent = (event: GenerationEvent): string =>
  `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * A stream opened only when the first event is sent, so a failure before any step completed
 * can still be answered as an ordinary JSON error. Writes after the client left are dropped;
 * the work goes on and its job keeps the result.
 */
export const lazyEventStream = (request: FastifyRequest, reply: FastifyReply) => {
  let raw: ServerResponse | null = null;
  const open = () => {
    reply.hijack();
    const res: ServerResponse = reply.raw;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) headers[name] = value;
    }
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // Proxies (nginx) must pass each event on as it comes.
      'x-accel-buffering': 'no',
      'x-request-id': String(request.id),
    });
    res.flushHeaders();
    return res;
  };
  return {
    get opened() {
      return raw !== null;
    },
    send(event: GenerationEvent) {
      raw ??= open();
      if (!raw.writableEnded && !raw.destroyed) raw.write(formatGenerationEvent(event));
    },
    end() {
      if (raw && !raw.writableEnded) raw.end();
    },
  };
};
