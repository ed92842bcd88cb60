import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aiStatusSchema, aiUsageListSchema, aiUsageQuerySchema, ok } from '@rampart/contracts';
import { hasAnyPermission } from '@rampart/domain';
import { listAiUsage } from '@rampart/db';
import { actorOf, requireActor } from '../auth/actor.ts';
import type { Deps } from '../deps.ts';
import { presentAiUsage } from './ai-usage.presenter.ts';

/**
 * Status is ARIA's connection indicator, for people who use it (ai:use; auditors, who do not,
 * get 403). Usage is also for auditors: audit:read or organization:manage see every member's
 * calls, ai:use alone sees the caller's own.
 */
export const aiRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const tags = ['ai'];

  r.get(
    '/api/ai/status',
    {
      preHandler: requireActor(deps.auth, db, 'ai:use'),
      schema: { tags, response: { 200: ok(aiStatusSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await deps.ai.status(actorOf(req).organizationId),
    }),
  );

  r.get(
    '/api/ai/usage',
    {
      preHandler: requireActor(deps.auth, db, 'ai:use', 'audit:read'),
      schema: { tags, querystring: aiUsageQuerySchema, response: { 200: ok(aiUsageListSchema) } },
    },
    async (req) => {
      const actor = actorOf(req);
      const all = hasAnyPermission(actor.permissions, ['audit:read', 'organization:manage']);
      const { from, to, feature, limit, cursor } = req.query;
      const result = await listAiUsage(db, actor.organizationId, {
        from,
        to,
        feature,
        limit,
        cursor,
        userId: all ? undefined : actor.userId,
      });
      return {
        success: true as const,
        data: {
          items: result.rows.map(presentAiUsage),
          total: result.total,
          nextCursor: result.nextCursor,
          totals: result.totals,
          scope: all ? ('organization' as const) : ('mine' as const),
        },
      };
    },
  );
};
