import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

// Every log line written while a request is served carries its id, including lines written
// through `app.log` or a logger handed to a service at start-up, which know nothing of the
// request: the id travels in an AsyncLocalStorage and pino's mixin adds it to each line.

type RequestContext = { reqId: string };

const context = new AsyncLocalStorage<RequestContext>();

/** The id of the request being served here, if any. */
export const currentRequestId = (): string | undefined => context.getStore()?.reqId;

/** Whether a logger already binds reqId (Fastify's request.log does): asked once per logger. */
const bindsReqId = new WeakMap<object, boolean>();

/** pino's `mixin`: adds reqId unless the logger already carries it (no key written twice). */
export const requestIdMixin = (
  _merge: object,
  _level: number,
  logger: { bindings(): Record<string, unknown> },
): Record<string, unknown> => {
  const store = context.getStore();
  if (!store) return {};
  let binds = bindsReqId.get(logger);
  if (binds === undefined) {
    binds = 'reqId' in logger.bindings();
    bindsReqId.set(logger, binds);
  }
  return binds ? {} : { reqId: store.reqId };
};

/**
 * Enters the request's context first thing, and again before validation: the body is read
 * from socket events, which run outside the request's own async chain. Register before routes.
 */
export const registerRequestContext = (app: FastifyInstance): void => {
  // Callback hooks: the rest of the request runs inside `run`.
  app.addHook('onRequest', (request, _reply, done) => {
    context.run({ reqId: String(request.id) }, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    context.run({ reqId: String(request.id) }, done);
  });
};
