import type { FastifyInstance } from 'fastify';
import type { Histogram } from 'prom-client';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Times every answer by method, route template and status. The template, never the URL: URLs
 * carry ids and tokens, and one series per id would swamp the scraper. No route: "unmatched".
 */
export const registerRequestMetrics = (
  app: FastifyInstance,
  histogram: Histogram<'method' | 'route' | 'status_code'>,
): void => {
  app.addHook('onResponse', (request, reply, done) => {
    histogram.observe(
      {
        method: METHODS.has(request.method) ? request.method : 'other',
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
};
