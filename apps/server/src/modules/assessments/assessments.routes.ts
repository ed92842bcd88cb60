import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assessmentDetailSchema,
  assessmentRequirementSchema,
  assessmentResultParamsSchema,
  assessmentSchema,
  createAssessmentBodySchema,
  exportAssessmentResultsQuerySchema,
  exportAssessmentsQuerySchema,
  idParamsSchema,
  listAssessmentsQuerySchema,
  ok,
  page,
  recordResultBodySchema,
  signOffBodySchema,
  updateAssessmentBodySchema,
} from '@rampart/contracts';
import { listAssessments } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { presentAssessment } from './assessment.presenter.ts';
import { assessmentDetail } from './assessment-detail.ts';
import { createAssessment } from './create-assessment.ts';
import { deleteAssessment } from './delete-assessment.ts';
import { exportAssessmentResults } from './export-assessment-results.ts';
import { exportAssessments } from './export-assessments.ts';
import { exportSoa } from './export-soa.ts';
import { recordResult } from './record-result.ts';
import { signOffAssessment } from './sign-off-assessment.ts';
import { updateAssessment } from './update-assessment.ts';
import { sendExportFile } from '../../plugins/export-file.ts';

export const assessmentsRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'assessments:read');
  const write = requireActor(deps.auth, db, 'assessments:write');
  const tags = ['assessments'];
  const one = ok(assessmentSchema);

  r.get(
    '/api/assessments',
    {
      preHandler: read,
      schema: {
        tags,
        querystring: listAssessmentsQuerySchema,
        response: { 200: ok(page(assessmentSchema)) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const result = await listAssessments(db, actor.organizationId, req.query);
      return {
        success: true as const,
        data: {
          items: result.rows.map((row) => presentAssessment(row, actor)),
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );

  r.get(
    '/api/assessments/export',
    { preHandler: read, schema: { tags, querystring: exportAssessmentsQuerySchema } },
    async (req, reply) =>
      sendExportFile(reply, await exportAssessments({ db, actor: actorOf(req), query: req.query })),
  );

  r.post(
    '/api/assessments',
    {
      preHandler: write,
      schema: { tags, body: createAssessmentBodySchema, response: { 200: one } },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await createAssessment({ actor, input: req.body, db });
      return { success: true as const, data: presentAssessment(row, actor) };
    },
  );

  r.get(
    '/api/assessments/:id',
    {
      preHandler: read,
      schema: { tags, params: idParamsSchema, response: { 200: ok(assessmentDetailSchema) } },
    },
    async (req) => {
      const actor = actorOf(req);
      const { row, frozen, requirements } = await assessmentDetail(
        db,
        actor.organizationId,
        req.params.id,
      );
      return {
        success: true as const,
        data: { assessment: presentAssessment(row, actor), frozen, requirements },
      };
    },
  );

  r.get(
    '/api/assessments/:id/results/export',
    {
      preHandler: read,
      schema: { tags, params: idParamsSchema, querystring: exportAssessmentResultsQuerySchema },
    },
    async (req, reply) => {
      const { query, params } = req;
      const actor = actorOf(req);
      const file = await exportAssessmentResults({ db, actor, assessmentId: params.id, query });
      return sendExportFile(reply, file);
    },
  );

  r.patch(
    '/api/assessments/:id',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateAssessmentBodySchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await updateAssessment({ actor, id: req.params.id, patch: req.body, db });
      return { success: true as const, data: presentAssessment(row, actor) };
    },
  );

  r.delete(
    '/api/assessments/:id',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: ok(z.object({ deleted: z.array(z.string()) })) },
      },
    },
    async (req) => ({
      success: true as const,
      data: { deleted: [await deleteAssessment({ actor: actorOf(req), id: req.params.id, db })] },
    }),
  );

  r.put(
    '/api/assessments/:id/results/:requirementId',
    {
      preHandler: write,
      schema: {
        tags,
        params: assessmentResultParamsSchema,
        body: recordResultBodySchema,
        response: { 200: ok(assessmentRequirementSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await recordResult({
        actor: actorOf(req),
        id: req.params.id,
        requirementId: req.params.requirementId,
        input: req.body,
        db,
      }),
    }),
  );

  r.post(
    '/api/assessments/:id/sign-off',
    {
      preHandler: write,
      schema: { tags, params: idParamsSchema, body: signOffBodySchema, response: { 200: one } },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await signOffAssessment({ actor, id: req.params.id, input: req.body, db });
      return { success: true as const, data: presentAssessment(row, actor) };
    },
  );

  r.get(
    '/api/assessments/:id/soa.xlsx',
    { preHandler: read, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      return sendExportFile(reply, await exportSoa(db, actorOf(req).organizationId, req.params.id));
    },
  );
};
