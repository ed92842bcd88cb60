import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createReportRunSchema,
  idParamsSchema,
  listQuerySchema,
  ok,
  page,
  reportDefinitionSchema,
  reportDocumentSchema,
  reportRunSchema,
  reportRunsQuerySchema,
  reportScheduleSchema,
  reportSpecSchema,
} from '@rampart/contracts';
import {
  findReportDefinition,
  findReportRun,
  listMembers,
  listReportDefinitions,
  listReportRuns,
} from '@rampart/db';
import { actorOf, requireActor, type Actor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { downloadHeaders } from '../../platform/files/download-headers.ts';
import { composeReport } from './compose/compose-report.ts';
import { openReportFile } from './open-report-file.ts';
import { presentDefinition, presentRun } from './report.presenter.ts';
import { requestReportRun } from './request-report-run.ts';
import {
  createReportDefinition,
  removeReportDefinition,
  updateReportDefinitionSpec,
} from './save-report-definition.ts';
import { scheduleReport, unscheduleReport } from './schedule-report.ts';

const oneDefinition = ok(reportDefinitionSchema);
const oneRun = ok(reportRunSchema);

/** The Report Builder: preview, saved reports and schedules, runs and their files. */
export const reportsRoutes = async (
  app: FastifyInstance,
  deps: Deps,
  wake: () => void,
): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'reports:read');
  const write = requireActor(deps.auth, db, 'reports:write');
  const tags = ['reports'];
  const present = async (actor: Actor, row: Parameters<typeof presentDefinition>[0]) =>
    presentDefinition(row, actor, await listMembers(db, actor.organizationId));

  r.post(
    '/api/reports/preview',
    {
      preHandler: read,
      schema: { tags, body: reportSpecSchema, response: { 200: ok(reportDocumentSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await composeReport(db, actorOf(req).organizationId, req.body),
    }),
  );

  r.get(
    '/api/reports/definitions',
    {
      preHandler: read,
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: ok(page(reportDefinitionSchema)) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const members = await listMembers(db, actor.organizationId);
      const { rows, total, nextCursor } = await listReportDefinitions(
        db,
        actor.organizationId,
        req.query,
      );
      return {
        success: true as const,
        data: {
          items: rows.map((row) => presentDefinition(row, actor, members)),
          total,
          nextCursor,
        },
      };
    },
  );

  r.post(
    '/api/reports/definitions',
    {
      preHandler: write,
      schema: { tags, body: reportSpecSchema, response: { 200: oneDefinition } },
    },
    async (req) => {
      const actor = actorOf(req);
      return {
        success: true as const,
        data: await present(actor, await createReportDefinition({ actor, spec: req.body, db })),
      };
    },
  );

  r.get(
    '/api/reports/definitions/:id',
    {
      preHandler: read,
      schema: { tags, params: idParamsSchema, response: { 200: oneDefinition } },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await findReportDefinition(db, actor.organizationId, req.params.id);
      if (!row) throw notFound('Report');
      return { success: true as const, data: await present(actor, row) };
    },
  );

  r.patch(
    '/api/reports/definitions/:id',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: reportSpecSchema,
        response: { 200: oneDefinition },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await updateReportDefinitionSpec({
        actor,
        id: req.params.id,
        spec: req.body,
        db,
      });
      return { success: true as const, data: await present(actor, row) };
    },
  );

  r.delete(
    '/api/reports/definitions/:id',
    { preHandler: write, schema: { tags, params: idParamsSchema } },
    async (req) => {
      await removeReportDefinition({ actor: actorOf(req), id: req.params.id, db });
      return { success: true as const, data: { id: req.params.id } };
    },
  );

  r.put(
    '/api/reports/definitions/:id/schedule',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: reportScheduleSchema,
        response: { 200: oneDefinition },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await scheduleReport({ actor, id: req.params.id, schedule: req.body, db });
      return { success: true as const, data: await present(actor, row) };
    },
  );

  r.delete(
    '/api/reports/definitions/:id/schedule',
    {
      preHandler: write,
      schema: { tags, params: idParamsSchema, response: { 200: oneDefinition } },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await unscheduleReport({ actor, id: req.params.id, db });
      return { success: true as const, data: await present(actor, row) };
    },
  );

  r.post(
    '/api/reports/runs',
    { preHandler: read, schema: { tags, body: createReportRunSchema, response: { 200: oneRun } } },
    async (req) => {
      const row = await requestReportRun({ actor: actorOf(req), body: req.body, db });
      wake();
      return { success: true as const, data: presentRun(row) };
    },
  );

  r.get(
    '/api/reports/runs',
    {
      preHandler: read,
      schema: {
        tags,
        querystring: reportRunsQuerySchema,
        response: { 200: ok(page(reportRunSchema)) },
      },
    },
    async (req) => {
      const { rows, total, nextCursor } = await listReportRuns(
        db,
        actorOf(req).organizationId,
        req.query,
      );
      return { success: true as const, data: { items: rows.map(presentRun), total, nextCursor } };
    },
  );

  r.get(
    '/api/reports/runs/:id',
    { preHandler: read, schema: { tags, params: idParamsSchema, response: { 200: oneRun } } },
    async (req) => {
      const row = await findReportRun(db, actorOf(req).organizationId, req.params.id);
      if (!row) throw notFound('Report run');
      return { success: true as const, data: presentRun(row) };
    },
  );

  r.get(
    '/api/reports/runs/:id/file',
    { preHandler: read, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      const { row, body } = await openReportFile({
        actor: actorOf(req),
        id: req.params.id,
        db,
        storage: deps.storage,
      });
      return reply
        .headers(
          downloadHeaders({
            contentType: row.contentType!,
            sizeBytes: row.sizeBytes!,
            fileName: row.fileName!,
          }),
        )
        .send(body);
    },
  );
};
