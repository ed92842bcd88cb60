import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  effectivenessTrendsSchema,
  heatmapQuerySchema,
  heatmapSchema,
  mappingValidationSchema,
  ok,
  rcsaQuerySchema,
  rcsaSummarySchema,
  riskCoverageSchema,
  riskScoreQuerySchema,
  riskScoreSchema,
  trendsQuerySchema,
  validateMappingQuerySchema,
} from '@rampart/contracts';
import { riskLevel, riskScore } from '@rampart/domain';
import { effectivenessTrend } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { buildHeatmap } from './heatmap.ts';
import { buildRcsaSummary, buildRiskCoverage } from './summary.ts';
import { validateMapping } from './validate-mapping.ts';

export const analyticsRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'risks:read');
  const tags = ['analytics'];

  r.get(
    '/api/analytics/heatmap',
    {
      preHandler: read,
      schema: { tags, querystring: heatmapQuerySchema, response: { 200: ok(heatmapSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await buildHeatmap(db, actorOf(req).organizationId, req.query),
    }),
  );

  r.get(
    '/api/analytics/rcsa',
    {
      preHandler: read,
      schema: { tags, querystring: rcsaQuerySchema, response: { 200: ok(rcsaSummarySchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await buildRcsaSummary(
        db,
        actorOf(req).organizationId,
        req.query.dateFrom,
        req.query.dateTo,
      ),
    }),
  );

  r.get(
    '/api/analytics/risk-coverage',
    { preHandler: read, schema: { tags, response: { 200: ok(riskCoverageSchema) } } },
    async (req) => ({
      success: true as const,
      data: await buildRiskCoverage(db, actorOf(req).organizationId),
    }),
  );

  r.get(
    '/api/analytics/effectiveness-trends',
    {
      preHandler: requireActor(deps.auth, db, 'controls:read'),
      schema: {
        tags,
        querystring: trendsQuerySchema,
        response: { 200: ok(effectivenessTrendsSchema) },
      },
    },
    async (req) => {
      const since = new Date(Date.now() - req.query.days * 86_400_000);
      const points = await effectivenessTrend(
        db,
        actorOf(req).organizationId,
        req.query.period,
        since,
      );
      return { success: true as const, data: { period: req.query.period, points } };
    },
  );

  r.get(
    '/api/validate/risk-control-mapping',
    {
      preHandler: read,
      schema: {
        tags,
        querystring: validateMappingQuerySchema,
        response: { 200: ok(mappingValidationSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await validateMapping(
        db,
        actorOf(req).organizationId,
        req.query.riskId,
        req.query.controlId,
      ),
    }),
  );

  // A pure calculation, open to any member so forms can show a live score.
  r.get(
    '/api/calculate/risk-score',
    {
      preHandler: requireActor(deps.auth, db),
      schema: { tags, querystring: riskScoreQuerySchema, response: { 200: ok(riskScoreSchema) } },
    },
    async (req) => {
      const score = riskScore(req.query.likelihood, req.query.impact);
      return {
        success: true as const,
        data: { ...req.query, riskScore: score, riskLevel: riskLevel(score) },
      };
    },
  );
};
