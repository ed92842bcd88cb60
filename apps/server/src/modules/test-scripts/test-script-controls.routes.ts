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
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { linkTestScriptControls } from './link-test-script-controls.ts';
import { scriptLinkedControls } from './script-linked-controls.ts';
import { presentLinkedControl } from './test-script.presenter.ts';
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
      const result = await scriptLinkedControls(
        db,
        actorOf(req).organizationId,
        req.params.id,
        req.query,
      );
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
    async (req) => ({
      success: true as const,
      data: await linkTestScriptControls({
        actor: actorOf(req),
        scriptId: req.params.id,
        input: req.body,
        db,
      }),
    }),
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
    async (req) => ({
      success: true as const,
      data: await unlinkTestScriptControls({
        actor: actorOf(req),
        scriptId: req.params.id,
        controlIds: req.body.controlIds,
        db,
      }),
    }),
  );
};
