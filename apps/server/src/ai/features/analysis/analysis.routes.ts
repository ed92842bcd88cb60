import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aiTrendsBodySchema,
  aiTrendsQuerySchema,
  aiTrendsSchema,
  analyzeRiskBodySchema,
  complianceGapAnalysisSchema,
  complianceGapsBodySchema,
  controlRecommendationsSchema,
  executiveReportBodySchema,
  executiveReportSchema,
  insightsSchema,
  ok,
  recommendControlsBodySchema,
  riskAnalysisSchema,
  type AiTrendPeriod,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../../auth/actor.ts';
import type { Deps } from '../../../deps.ts';
import { analyzeRisk } from './analyze-risk.ts';
import { analyzeComplianceGaps } from './compliance-gaps.ts';
import { executiveReport } from './executive-report.ts';
import { exportExecutiveReport } from './export-executive-report.ts';
import { aiInsights } from './insights.ts';
import { recommendControls } from './recommend-controls.ts';
import { aiTrends } from './trends.ts';
import {
  computeAndKeepAnalysis,
  INSIGHTS_ANALYSIS,
  readStoredAnalysis,
  trendsAnalysis,
} from './stored-analyses.ts';
import { sendExportFile } from '../../../plugins/export-file.ts';

/**
 * ARIA's analyses: each for members who may use the AI (ai:use); they change no register data.
 * Insights and trends are kept when computed (POST) and read back by their GETs.
 */
export const analysisRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const use = requireActor(deps.auth, db, 'ai:use');
  const tags = ['ai'];
  const ai = deps.ai;

  r.post(
    '/api/ai/risks/analyze',
    {
      preHandler: use,
      schema: { tags, body: analyzeRiskBodySchema, response: { 200: ok(riskAnalysisSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await analyzeRisk({ db, ai, actor: actorOf(req), input: req.body }),
    }),
  );

  r.post(
    '/api/ai/controls/recommend',
    {
      preHandler: use,
      schema: {
        tags,
        body: recommendControlsBodySchema,
        response: { 200: ok(controlRecommendationsSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await recommendControls({ db, ai, actor: actorOf(req), input: req.body }),
    }),
  );

  r.post(
    '/api/ai/compliance/gaps',
    {
      preHandler: use,
      schema: {
        tags,
        body: complianceGapsBodySchema,
        response: { 200: ok(complianceGapAnalysisSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await analyzeComplianceGaps({
        db,
        ai,
        actor: actorOf(req),
        frameworkId: req.body.frameworkId,
      }),
    }),
  );

  r.post(
    '/api/ai/reports/executive',
    { preHandler: use, schema: { tags, body: executiveReportBodySchema } },
    async (req, reply) => {
      const call = { db, ai, actor: actorOf(req) };
      if (req.body.format === 'json') {
        const report = await executiveReport(call);
        return reply.send({ success: true, data: executiveReportSchema.parse(report) });
      }
      return sendExportFile(reply, await exportExecutiveReport(call));
    },
  );

  r.get(
    '/api/ai/insights',
    { preHandler: use, schema: { tags, response: { 200: ok(insightsSchema.nullable()) } } },
    async (req) => ({
      success: true as const,
      data: await readStoredAnalysis(db, actorOf(req), INSIGHTS_ANALYSIS, insightsSchema),
    }),
  );

  r.post(
    '/api/ai/insights',
    { preHandler: use, schema: { tags, response: { 200: ok(insightsSchema) } } },
    async (req) => {
      const call = { db, ai, actor: actorOf(req) };
      return {
        success: true as const,
        data: await computeAndKeepAnalysis(call, INSIGHTS_ANALYSIS, () => aiInsights(call)),
      };
    },
  );

  r.get(
    '/api/ai/trends',
    {
      preHandler: use,
      schema: {
        tags,
        querystring: aiTrendsQuerySchema,
        response: { 200: ok(aiTrendsSchema.nullable()) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await readStoredAnalysis(
        db,
        actorOf(req),
        trendsAnalysis(req.query.period as AiTrendPeriod),
        aiTrendsSchema,
      ),
    }),
  );

  r.post(
    '/api/ai/trends',
    {
      preHandler: use,
      schema: { tags, body: aiTrendsBodySchema, response: { 200: ok(aiTrendsSchema) } },
    },
    async (req) => {
      const call = { db, ai, actor: actorOf(req) };
      const period = req.body.period as AiTrendPeriod;
      return {
        success: true as const,
        data: await computeAndKeepAnalysis(call, trendsAnalysis(period), () =>
          aiTrends({ ...call, period }),
        ),
      };
    },
  );
};
