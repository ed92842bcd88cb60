import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dashboardEvidenceSchema,
  dashboardFindingsSchema,
  dashboardRiskLevelsSchema,
  dashboardTestsSchema,
  listQuerySchema,
  ok,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import {
  evidenceExpiring,
  openFindings,
  riskLevelsNowAndBefore,
  testsDue,
} from './dashboard-widgets.ts';

/** The dashboard's widgets, each behind the permission of the page it links to. */
export const dashboardRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const tags = ['dashboard'];

  r.get(
    '/api/dashboard/risk-levels',
    {
      preHandler: requireActor(deps.auth, db, 'risks:read'),
      schema: { tags, response: { 200: ok(dashboardRiskLevelsSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await riskLevelsNowAndBefore(db, actorOf(req)),
    }),
  );

  r.get(
    '/api/dashboard/tests',
    {
      preHandler: requireActor(deps.auth, db, 'tests:read'),
      schema: { tags, querystring: listQuerySchema, response: { 200: ok(dashboardTestsSchema) } },
    },
    async (req) => ({ success: true as const, data: await testsDue(db, actorOf(req), req.query) }),
  );

  // Findings are audit-evidence work: the evidence permissions govern them.
  r.get(
    '/api/dashboard/findings',
    {
      preHandler: requireActor(deps.auth, db, 'evidence:read'),
      schema: { tags, response: { 200: ok(dashboardFindingsSchema) } },
    },
    async (req) => ({ success: true as const, data: await openFindings(db, actorOf(req)) }),
  );

  r.get(
    '/api/dashboard/evidence',
    {
      preHandler: requireActor(deps.auth, db, 'evidence:read'),
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: ok(dashboardEvidenceSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await evidenceExpiring(db, actorOf(req), req.query),
    }),
  );
};
