import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, livenessSchema, ok, readinessSchema } from '@rampart/contracts';
import { checkReadiness, notReadyMessage, type ReadinessDeps } from './readiness.ts';

/** Set when the process begins to stop: readiness answers 503 so balancers drain it first. */
export type StoppingFlag = { readonly stopping: boolean; mark(): void };

export const createStoppingFlag = (): StoppingFlag => {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    mark() {
      stopping = true;
    },
  };
};

/**
 * Liveness (the process answers: restart it if not) and readiness (send it traffic: its
 * dependencies answer and it is not stopping), for orchestrators and load balancers.
 */
export const probeRoutes = async (
  app: FastifyInstance,
  deps: ReadinessDeps & { stopping: StoppingFlag },
): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['meta'];
  r.get(
    '/api/health/live',
    { schema: { tags, response: { 200: ok(livenessSchema) } } },
    async () => ({ success: true as const, data: { status: 'alive' as const } }),
  );
  r.get(
    '/api/health/ready',
    { schema: { tags, response: { 200: ok(readinessSchema), 503: errorBodySchema } } },
    async (_req, reply) => {
      const data = await checkReadiness(deps, deps.stopping.stopping);
      if (data.status === 'ready') return reply.send({ success: true as const, data });
      return reply.status(503).send({
        success: false as const,
        error: { code: 'SERVICE_UNAVAILABLE', message: notReadyMessage(data), details: data },
      });
    },
  );
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Readiness answers 503 from now on (decorated by buildApp). main.ts calls it on SIGTERM,
     * waits for balancers to see it, then closes the app.
     */
    markStopping(): void;
  }
}
