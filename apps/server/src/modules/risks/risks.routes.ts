import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkCreateRisksBodySchema,
  bulkDeleteBodySchema,
  bulkUpdateRisksBodySchema,
  createRiskBodySchema,
  idParamsSchema,
  listQuerySchema,
  listRisksQuerySchema,
  ok,
  page,
  riskSchema,
  riskTemplateSchema,
  updateRiskBodySchema,
} from '@rampart/contracts';
import { listRisks } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { pageOf } from '../../platform/routes/pages.ts';
import { presentedJsonSerializer } from '../../plugins/presented-json.ts';
import { createRisks } from './create-risks.ts';
import { deleteRisks } from './delete-risks.ts';
import { presentRiskDetail, riskDetail } from './risk-detail.ts';
import { presentRisk, presentRisks } from './risk.presenter.ts';
import { RISK_TEMPLATES } from './risk-templates.ts';
import { presentRisksWithControls } from './risk-views.ts';
import { updateRisks } from './update-risks.ts';

export const risksRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'risks:read');
  const write = requireActor(deps.auth, db, 'risks:write');
  const tags = ['risks'];
  const one = ok(riskSchema);
  const many = ok(z.array(riskSchema));

  r.get(
    '/api/risks',
    {
      preHandler: read,
      schema: { tags, querystring: listRisksQuerySchema, response: { 200: ok(page(riskSchema)) } },
      serializerCompiler: presentedJsonSerializer,
    },
    async (req) => {
      const actor = actorOf(req);
      const result = await listRisks(db, actor.organizationId, req.query);
      const items = presentRisks(result.rows, actor);
      return {
        success: true as const,
        data: {
          items,
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );

  // The router prefers static segments, so /templates is never read as an id.
  r.get(
    '/api/risks/templates',
    {
      preHandler: read,
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: ok(page(riskTemplateSchema)) },
      },
    },
    async (req) => ({ success: true as const, data: pageOf(RISK_TEMPLATES, req.query) }),
  );

  r.get(
    '/api/risks/templates/:id',
    {
      preHandler: read,
      schema: { tags, params: idParamsSchema, response: { 200: ok(riskTemplateSchema) } },
    },
    async (req) => {
      const template = RISK_TEMPLATES.find((t) => t.id === req.params.id);
      if (!template) throw new AppError('NOT_FOUND', 'Template not found');
      return { success: true as const, data: template };
    },
  );

  r.get(
    '/api/risks/:id',
    { preHandler: read, schema: { tags, params: idParamsSchema, response: { 200: one } } },
    async (req) => ({
      success: true as const,
      data: await riskDetail(db, actorOf(req), req.params.id),
    }),
  );

  r.post(
    '/api/risks',
    { preHandler: write, schema: { tags, body: createRiskBodySchema, response: { 200: one } } },
    async (req) => {
      const actor = actorOf(req);
      const [row] = await createRisks({ actor, inputs: [req.body], db });
      return { success: true as const, data: presentRisk(row!, [], actor) };
    },
  );

  r.patch(
    '/api/risks/:id',
    {
      preHandler: write,
      schema: { tags, params: idParamsSchema, body: updateRiskBodySchema, response: { 200: one } },
    },
    async (req) => {
      const actor = actorOf(req);
      const [row] = await updateRisks({
        actor,
        updates: [{ id: req.params.id, patch: req.body }],
        db,
      });
      return {
        success: true as const,
        data: await presentRiskDetail(db, actor, row!),
      };
    },
  );

  r.delete(
    '/api/risks/:id',
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
      data: { deleted: await deleteRisks({ actor: actorOf(req), ids: [req.params.id], db }) },
    }),
  );

  r.post(
    '/api/risks/bulk-delete',
    {
      preHandler: write,
      schema: {
        tags,
        body: bulkDeleteBodySchema,
        response: { 200: ok(z.object({ deleted: z.array(z.string()) })) },
      },
    },
    async (req) => ({
      success: true as const,
      data: {
        deleted: await deleteRisks({ actor: actorOf(req), ids: req.body.ids, db, field: 'ids' }),
      },
    }),
  );

  r.post(
    '/api/risks/bulk-create',
    {
      preHandler: write,
      schema: { tags, body: bulkCreateRisksBodySchema, response: { 200: many } },
    },
    async (req) => {
      const actor = actorOf(req);
      const rows = await createRisks({ actor, inputs: req.body.risks, db, field: 'risks' });
      return { success: true as const, data: rows.map((row) => presentRisk(row, [], actor)) };
    },
  );

  r.patch(
    '/api/risks/bulk-update',
    {
      preHandler: write,
      schema: { tags, body: bulkUpdateRisksBodySchema, response: { 200: many } },
    },
    async (req) => {
      const actor = actorOf(req);
      const updates = req.body.updates.map(({ id, ...patch }) => ({ id, patch }));
      const rows = await updateRisks({ actor, updates, db, field: 'updates' });
      return { success: true as const, data: await presentRisksWithControls(db, actor, rows) };
    },
  );
};
