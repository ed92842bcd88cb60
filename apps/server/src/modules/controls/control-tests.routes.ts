import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  completeControlTestBodySchema,
  completedControlTestSchema,
  controlTestSchema,
  controlTestsQuerySchema,
  exportControlTestsQuerySchema,
  idParamsSchema,
  ok,
  overdueControlTestSchema,
  page,
  scheduleControlTestBodySchema,
  scheduledControlTestSchema,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { sendExportFile } from '../../plugins/export-file.ts';
import { completeControlTest } from './complete-control-test.ts';
import { controlTestHistory } from './control-test-history.ts';
import { presentControlTest } from './control.presenter.ts';
import { presentControls } from './control-views.ts';
import { exportControlTests } from './export-control-tests.ts';
import { overdueControlTests } from './overdue-control-tests.ts';
import { scheduleControlTest } from './schedule-control-test.ts';

/** Scheduling, completing and reading control tests: the tests:* permissions. */
export const controlTestsRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'tests:read');
  const write = requireActor(deps.auth, db, 'tests:write');
  const tags = ['controls', 'tests'];

  r.get(
    '/api/controls/overdue-tests',
    {
      preHandler: read,
      schema: {
        tags,
        querystring: controlTestsQuerySchema,
        response: { 200: ok(page(overdueControlTestSchema)) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await overdueControlTests(db, actorOf(req), req.query),
    }),
  );

  r.get(
    '/api/controls/:id/tests',
    {
      preHandler: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: controlTestsQuerySchema,
        response: { 200: ok(page(controlTestSchema)) },
      },
    },
    async (req) => {
      const result = await controlTestHistory(
        db,
        actorOf(req).organizationId,
        req.params.id,
        req.query,
      );
      return {
        success: true as const,
        data: {
          items: result.rows.map(presentControlTest),
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );

  r.get(
    '/api/controls/:id/tests/export',
    {
      preHandler: read,
      schema: { tags, params: idParamsSchema, querystring: exportControlTestsQuerySchema },
    },
    async (req, reply) => {
      const { query, params } = req;
      const file = await exportControlTests({
        db,
        actor: actorOf(req),
        controlId: params.id,
        query,
      });
      return sendExportFile(reply, file);
    },
  );

  r.post(
    '/api/controls/:id/schedule-test',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: scheduleControlTestBodySchema,
        response: { 200: ok(scheduledControlTestSchema) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const { control, test } = await scheduleControlTest({
        actor,
        controlId: req.params.id,
        input: req.body,
        db,
      });
      return {
        success: true as const,
        data: {
          control: (await presentControls(db, actor, [control]))[0]!,
          test: presentControlTest(test),
        },
      };
    },
  );

  r.post(
    '/api/controls/:id/complete-test',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: completeControlTestBodySchema,
        response: { 200: ok(completedControlTestSchema) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const done = await completeControlTest({
        actor,
        controlId: req.params.id,
        input: req.body,
        db,
      });
      return {
        success: true as const,
        data: {
          control: (await presentControls(db, actor, [done.control]))[0]!,
          test: presentControlTest(done.test),
          nextTest: done.nextTest ? presentControlTest(done.nextTest) : null,
        },
      };
    },
  );
};
