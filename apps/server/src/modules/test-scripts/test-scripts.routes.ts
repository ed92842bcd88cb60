import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTestScriptBodySchema,
  idParamsSchema,
  listTestScriptsQuerySchema,
  ok,
  page,
  testScriptSchema,
  updateTestScriptBodySchema,
} from '@rampart/contracts';
import { listTestScripts } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { createTestScript } from './create-test-script.ts';
import { deleteTestScript } from './delete-test-script.ts';
import { testScriptControlsRoutes } from './test-script-controls.routes.ts';
import { testScriptExecutionsRoutes } from './test-script-executions.routes.ts';
import { loadTestScript, loadTestScripts } from './test-script-views.ts';
import { updateTestScript } from './update-test-script.ts';

export const testScriptsRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'tests:read');
  const write = requireActor(deps.auth, db, 'tests:write');
  const tags = ['test-scripts'];
  const one = ok(testScriptSchema);

  r.get(
    '/api/test-scripts',
    {
      preHandler: read,
      schema: {
        tags,
        querystring: listTestScriptsQuerySchema,
        response: { 200: ok(page(testScriptSchema)) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const result = await listTestScripts(db, actor.organizationId, req.query);
      return {
        success: true as const,
        data: {
          items: await loadTestScripts(db, actor, result.rows),
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );

  r.get(
    '/api/test-scripts/:id',
    { preHandler: read, schema: { tags, params: idParamsSchema, response: { 200: one } } },
    async (req) => ({
      success: true as const,
      data: await loadTestScript(db, actorOf(req), req.params.id),
    }),
  );

  r.post(
    '/api/test-scripts',
    {
      preHandler: write,
      schema: { tags, body: createTestScriptBodySchema, response: { 200: one } },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await createTestScript({ actor, input: req.body, db });
      return { success: true as const, data: (await loadTestScripts(db, actor, [row]))[0]! };
    },
  );

  r.patch(
    '/api/test-scripts/:id',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateTestScriptBodySchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await updateTestScript({ actor, id: req.params.id, patch: req.body, db });
      return { success: true as const, data: (await loadTestScripts(db, actor, [row]))[0]! };
    },
  );

  r.delete(
    '/api/test-scripts/:id',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: ok(z.object({ deleted: z.array(z.string()) })) },
      },
    },
    async (req) => {
      await deleteTestScript({ actor: actorOf(req), id: req.params.id, db });
      return { success: true as const, data: { deleted: [req.params.id] } };
    },
  );

  await testScriptControlsRoutes(app, deps);
  await testScriptExecutionsRoutes(app, deps);
};
