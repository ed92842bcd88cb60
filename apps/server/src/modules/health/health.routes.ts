import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, healthSchema, ok } from '@rampart/contracts';
import type { Deps } from '../../deps.ts';

export const healthRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    { schema: { tags: ['meta'], response: { 200: ok(healthSchema), 503: errorBodySchema } } },
    async (_req, reply) => {
      const up = await deps.database.ping();
      const data = {
        status: up ? ('ok' as const) : ('unavailable' as const),
        database: {
          engine: deps.database.engine,
          ok: up,
          migration: up ? await deps.database.migrationVersion() : null,
        },
        uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 100) / 10,
        version: deps.version,
      };
      if (up) return reply.send({ success: true as const, data });
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
