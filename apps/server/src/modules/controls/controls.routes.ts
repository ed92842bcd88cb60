import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkCreateControlsBodySchema,
  bulkDeleteBodySchema,
  bulkUpdateControlsBodySchema,
  controlSchema,
  controlTemplateSchema,
  createControlBodySchema,
  idParamsSchema,
  listQuerySchema,
  listControlsQuerySchema,
  ok,
  page,
  updateControlBodySchema,
} from '@rampart/contracts';
import { listControls } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { pageOf } from '../../platform/routes/pages.ts';
import { controlDetail } from './control-detail.ts';
import { controlTestsRoutes } from './control-tests.routes.ts';
import { CONTROL_TEMPLATES } from './control-templates.ts';
import { presentControls } from './control-views.ts';
import { createControls } from './create-controls.ts';
import { deleteControls } from './delete-controls.ts';
import { updateControls } from './update-controls.ts';

export const controlsRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'controls:read');
  const write = requireActor(deps.auth, db, 'controls:write');
  const tags = ['controls'];
  const one = ok(controlSchema);
  const many = ok(z.array(controlSchema));
  const deleted = ok(z.object({ deleted: z.array(z.string()) }));

  r.get(
    '/api/controls',
    {
      preHandler: read,
      schema: {
        tags,
        querystring: listControlsQuerySchema,
        response: { 200: ok(page(controlSchema)) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const result = await listControls(db, actor.organizationId, req.query);
      return {
        success: true as const,
        data: {
          items: await presentControls(db, actor, result.rows),
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );

  // The router prefers static segments, so /templates is never read as an id.
  r.get(
    '/api/controls/templates',
    {
      preHandler: read,
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: ok(page(controlTemplateSchema)) },
      },
    },
    async (req) => ({ success: true as const, data: pageOf(CONTROL_TEMPLATES, req.query) }),
  );

  r.get(
    '/api/controls/templates/:id',
    {
      preHandler: read,
      schema: { tags, params: idParamsSchema, response: { 200: ok(controlTemplateSchema) } },
    },
    async (req) => {
      const template = CONTROL_TEMPLATES.find((t) => t.id === req.params.id);
      if (!template) throw new AppError('NOT_FOUND', 'Template not found');
      return { success: true as const, data: template };
    },
  );

  r.get(
    '/api/controls/:id',
    { preHandler: read, schema: { tags, params: idParamsSchema, response: { 200: one } } },
    async (req) => ({
      success: true as const,
      data: await controlDetail(db, actorOf(req), req.params.id),
    }),
  );

  r.post(
    '/api/controls',
    { preHandler: write, schema: { tags, body: createControlBodySchema, response: { 200: one } } },
    async (req) => {
      const actor = actorOf(req);
      const rows = await createControls({ actor, inputs: [req.body], db });
      return { success: true as const, data: (await presentControls(db, actor, rows))[0]! };
    },
  );

  r.patch(
    '/api/controls/:id',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateControlBodySchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const rows = await updateControls({
        actor,
        updates: [{ id: req.params.id, patch: req.body }],
        db,
      });
      return { success: true as const, data: (await presentControls(db, actor, rows))[0]! };
    },
  );

  r.delete(
    '/api/controls/:id',
    {
      preHandler: write,
      schema: { tags, params: idParamsSchema, response: { 200: deleted } },
    },
    async (req) => ({
      success: true as const,
      data: { deleted: await deleteControls({ actor: actorOf(req), ids: [req.params.id], db }) },
    }),
  );

  r.post(
    '/api/controls/bulk-delete',
    { preHandler: write, schema: { tags, body: bulkDeleteBodySchema, response: { 200: deleted } } },
    async (req) => ({
      success: true as const,
      data: {
        deleted: await deleteControls({ actor: actorOf(req), ids: req.body.ids, db, field: 'ids' }),
      },
    }),
  );

  r.post(
    '/api/controls/bulk-create',
    {
      preHandler: write,
      schema: { tags, body: bulkCreateControlsBodySchema, response: { 200: many } },
    },
    async (req) => {
      const actor = actorOf(req);
      const rows = await createControls({
        actor,
        inputs: req.body.controls,
        db,
        field: 'controls',
      });
      return { success: true as const, data: await presentControls(db, actor, rows) };
    },
  );

  r.patch(
    '/api/controls/bulk-update',
    {
      preHandler: write,
      schema: { tags, body: bulkUpdateControlsBodySchema, response: { 200: many } },
    },
    async (req) => {
      const actor = actorOf(req);
      const updates = req.body.updates.map(({ id, ...patch }) => ({ id, patch }));
      const rows = await updateControls({ actor, updates, db, field: 'updates' });
      return { success: true as const, data: await presentControls(db, actor, rows) };
    },
  );

  await controlTestsRoutes(app, deps);
};
