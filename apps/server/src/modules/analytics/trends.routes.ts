import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  controlTrendSchema,
  coverageTrendSchema,
  findingTrendSchema,
  ok,
  riskTrendSchema,
  trendQuerySchema,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { controlTrend, coverageTrend, findingTrend, riskTrend } from './trends.ts';

/** Analytics over time: each chart behind the permission of what it counts. */
export const trendRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const tags = ['analytics'];
  const chart = <T>(
    path: string,
    permission: Parameters<typeof requireActor>[2],
    response: Parameters<typeof ok>[0],
    build: typeof riskTrend | typeof controlTrend | typeof findingTrend | typeof coverageTrend,
  ) =>
    r.get(
      path,
      {
        preHandler: requireActor(deps.auth, db, permission),
        schema: { tags, querystring: trendQuerySchema, response: { 200: ok(response) } },
      },
      async (req) => ({
        success: true as const,
        data: (await build(db, actorOf(req), req.query)) as T,
      }),
    );

  chart('/api/analytics/trends/risks', 'risks:read', riskTrendSchema, riskTrend);
  chart('/api/analytics/trends/controls', 'tests:read', controlTrendSchema, controlTrend);
  chart('/api/analytics/trends/coverage', 'frameworks:read', coverageTrendSchema, coverageTrend);
  // Findings are audit-evidence work: the evidence permissions govern them.
  chart('/api/analytics/trends/findings', 'evidence:read', findingTrendSchema, findingTrend);
};
