import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, healthSchema, ok } from '@rampart/contracts';
import type { Deps } from '../../deps.ts';
import { healthStatus } from './health-status.ts';

export const healthRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    { schema: { tags: ['meta'], response: { 200: ok(healthSchema), 503: errorBodySchema } } },
    async (_req, reply) => {
      const data = await healthStatus(deps);
      if (data.database.ok) return reply.send({ success: true as const, data });
      return reply.status(503).send({
        success: false as const,
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'The database is not answering.',
          details: data,
        },
      });
    },
  );
};
