import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  linkTestScriptControlsBodySchema,
  ok,
  page,
  testScriptControlSchema,
  testScriptPageQuerySchema,
  testScriptSchema,
  unlinkTestScriptControlsBodySchema,
} from '@rampart/contracts';
import { findTestScript, listLinkedControls } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { linkTestScriptControls } from './link-test-script-controls.ts';
import { presentLinkedControl } from './test-script.presenter.ts';
import { loadTestScript } from './test-script-views.ts';
import { unlinkTestScriptControls } from './unlink-test-script-controls.ts';

/** The controls a script tests; linking and unlinking answer with the script. */
export const testScriptControlsRoutes = async (app: FastifyInstance, deps: Deps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'tests:read');
  const write = requireActor(deps.auth, db, 'tests:write');
  const tags = ['test-scripts'];
  const url = '/api/test-scripts/:id/controls';
  const one = ok(testScriptSchema);

  r.get(
    url,
    {
      preHandler: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: testScriptPageQuerySchema,
        response: { 200: ok(page(testScriptControlSchema)) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      // Another organisation's script is a 404, not an empty list.
      if (!(await findTestScript(db, actor.organizationId, req.params.id))) {
        throw notFound('Test script');
      }
      const result = await listLinkedControls(db, actor.organizationId, req.params.id, req.query);
      return {
        success: true as const,
        data: {
          items: result.rows.map(presentLinkedControl),
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );

  r.post(
    url,
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: linkTestScriptControlsBodySchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      await linkTestScriptControls({ actor, scriptId: req.params.id, input: req.body, db });
      return { success: true as const, data: await loadTestScript(db, actor, req.params.id) };
    },
  );

  r.delete(
    url,
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: unlinkTestScriptControlsBodySchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      await unlinkTestScriptControls({
        actor,
        scriptId: req.params.id,
        controlIds: req.body.controlIds,
        db,
      });
      return { success: true as const, data: await loadTestScript(db, actor, req.params.id) };
    },
  );
};
