import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@rampart/contracts';
import { AppError } from '../../errors.ts';
import type { Metrics } from './create-metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export const sameToken = (given: string, expected: string): boolean =>
  timingSafeEqual(digest(given), digest(expected));

/**
 * Prometheus text for a scraper holding METRICS_TOKEN as a bearer token. Without the setting
 * the route says metrics are off and how to turn them on. Kept out of the API documentation:
 * it is for Prometheus, not API clients.
 */
export const metricsRoutes = async (
  app: FastifyInstance,
  { token, metrics }: { token: string | undefined; metrics: Metrics | null },
): Promise<void> => {
  app.get(
    '/api/metrics',
    { schema: { hide: true, response: { 401: errorBodySchema, 404: errorBodySchema } } },
    async (request, reply) => {
      if (!token || !metrics) {
        throw new AppError(
          'NOT_FOUND',
          'Metrics are off: set METRICS_TOKEN (at least 32 characters) to serve them here',
        );
      }
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!given || !sameToken(given, token)) {
        throw new AppError(
          'UNAUTHENTICATED',
          'A valid metrics token is required (Bearer)',
          undefined,
          {
            'www-authenticate': 'Bearer realm="metrics"',
          },
        );
      }
      const body = await metrics.scrape();
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(body);
    },
  );
};
