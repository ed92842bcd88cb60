import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  executeTestScriptBodySchema,
  idParamsSchema,
  ok,
  page,
  testScriptExecutionSchema,
  testScriptPageQuerySchema,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { executeTestScript } from './execute-test-script.ts';
import { scriptExecutions } from './script-executions.ts';
import { presentExecution } from './test-script.presenter.ts';

export const testScriptExecutionsRoutes = async (app: FastifyInstance, deps: Deps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'tests:read');
  const write = requireActor(deps.auth, db, 'tests:write');
  const tags = ['test-scripts'];

  r.post(
    '/api/test-scripts/:id/execute',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: executeTestScriptBodySchema,
        response: { 200: ok(testScriptExecutionSchema) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await executeTestScript({ actor, scriptId: req.params.id, input: req.body, db });
      return { success: true as const, data: presentExecution(row, actor.name) };
    },
  );

  r.get(
    '/api/test-scripts/:id/executions',
    {
      preHandler: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: testScriptPageQuerySchema,
        response: { 200: ok(page(testScriptExecutionSchema)) },
      },
    },
    async (req) => {
      const result = await scriptExecutions(
        db,
        actorOf(req).organizationId,
        req.params.id,
        req.query,
      );
      return {
        success: true as const,
        data: {
          items: result.rows.map((r) => presentExecution(r.execution, r.executedByName)),
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );
};
