import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adoptionResultSchema,
  exportFrameworksQuerySchema,
  exportRequirementsQuerySchema,
  frameworkDetailSchema,
  frameworkParamsSchema,
  frameworkSchema,
  gapAnalysisPageSchema,
  gapExportQuerySchema,
  libraryControlSchema,
  listQuerySchema,
  ok,
  page,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { adoptRecommendedControls } from './adopt-recommended-controls.ts';
import { deleteFramework } from './delete-framework.ts';
import { exportFrameworks } from './export-frameworks.ts';
import { exportGaps } from './export-gaps.ts';
import { exportRequirements } from './export-requirements.ts';
import { frameworkDetail } from './framework-detail.ts';
import { frameworkGaps } from './framework-gaps.ts';
import { frameworkList } from './framework-list.ts';
import { presentFramework } from './framework.presenter.ts';
import { recommendedLibraryControls } from './recommended-library-controls.ts';
import { setFrameworkSelection } from './set-framework-selection.ts';
import { sendExportFile } from '../../plugins/export-file.ts';
import { pageOf } from '../../platform/routes/pages.ts';

export const frameworksRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'frameworks:read');
  const write = requireActor(deps.auth, db, 'frameworks:write');
  const tags = ['frameworks'];
  const oneFramework = ok(frameworkSchema);

  r.get(
    '/api/frameworks',
    {
      preHandler: read,
      schema: { tags, querystring: listQuerySchema, response: { 200: ok(page(frameworkSchema)) } },
    },
    async (req) => {
      const actor = actorOf(req);
      const items = await frameworkList(db, actor.organizationId);
      return {
        success: true as const,
        data: pageOf(
          items.map(({ row, summary }) => presentFramework(row, summary, actor)),
          req.query,
        ),
      };
    },
  );

  r.get(
    '/api/frameworks/export',
    { preHandler: read, schema: { tags, querystring: exportFrameworksQuerySchema } },
    async (req, reply) =>
      sendExportFile(reply, await exportFrameworks({ db, actor: actorOf(req), query: req.query })),
  );

  r.get(
    '/api/frameworks/:id',
    {
      preHandler: read,
      schema: { tags, params: frameworkParamsSchema, response: { 200: ok(frameworkDetailSchema) } },
    },
    async (req) => {
      const actor = actorOf(req);
      const { row, status } = await frameworkDetail(db, actor.organizationId, req.params.id);
      return {
        success: true as const,
        data: {
          framework: presentFramework(row, status.summary, actor),
          requirements: status.requirements,
        },
      };
    },
  );

  r.get(
    '/api/frameworks/:id/requirements/export',
    {
      preHandler: read,
      schema: { tags, params: frameworkParamsSchema, querystring: exportRequirementsQuerySchema },
    },
    async (req, reply) => {
      const { query, params } = req;
      const file = await exportRequirements({
        db,
        actor: actorOf(req),
        frameworkId: params.id,
        query,
      });
      return sendExportFile(reply, file);
    },
  );

  r.put(
    '/api/frameworks/:id/selection',
    {
      preHandler: write,
      schema: { tags, params: frameworkParamsSchema, response: { 200: oneFramework } },
    },
    async (req) => {
      const actor = actorOf(req);
      const { row, summary } = await setFrameworkSelection({
        db,
        actor,
        frameworkId: req.params.id,
        selected: true,
      });
      return { success: true as const, data: presentFramework(row, summary, actor) };
    },
  );

  r.delete(
    '/api/frameworks/:id/selection',
    {
      preHandler: write,
      schema: { tags, params: frameworkParamsSchema, response: { 200: oneFramework } },
    },
    async (req) => {
      const actor = actorOf(req);
      const { row, summary } = await setFrameworkSelection({
        db,
        actor,
        frameworkId: req.params.id,
        selected: false,
      });
      return { success: true as const, data: presentFramework(row, summary, actor) };
    },
  );

  r.delete(
    '/api/frameworks/:id',
    {
      preHandler: write,
      schema: {
        tags,
        params: frameworkParamsSchema,
        response: { 200: ok(z.object({ deleted: z.array(z.string()) })) },
      },
    },
    async (req) => ({
      success: true as const,
      data: {
        deleted: [await deleteFramework({ db, actor: actorOf(req), frameworkId: req.params.id })],
      },
    }),
  );

  r.get(
    '/api/frameworks/:id/recommended',
    {
      preHandler: read,
      schema: {
        tags,
        params: frameworkParamsSchema,
        querystring: listQuerySchema,
        response: { 200: ok(page(libraryControlSchema)) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const controls = await recommendedLibraryControls(db, actor.organizationId, req.params.id);
      return { success: true as const, data: pageOf(controls, req.query) };
    },
  );

  r.post(
    '/api/frameworks/:id/recommended/adopt',
    {
      preHandler: write,
      schema: { tags, params: frameworkParamsSchema, response: { 200: ok(adoptionResultSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await adoptRecommendedControls({
        db,
        actor: actorOf(req),
        frameworkId: req.params.id,
      }),
    }),
  );

  r.get(
    '/api/frameworks/:id/gaps',
    {
      preHandler: read,
      schema: {
        tags,
        params: frameworkParamsSchema,
        querystring: listQuerySchema,
        response: { 200: ok(gapAnalysisPageSchema) },
      },
    },
    async (req) => {
      const { items, ...analysis } = await frameworkGaps(db, actorOf(req), req.params.id);
      return { success: true as const, data: { ...analysis, ...pageOf(items, req.query) } };
    },
  );

  r.get(
    '/api/frameworks/:id/gaps/export',
    {
      preHandler: read,
      schema: { tags, params: frameworkParamsSchema, querystring: gapExportQuerySchema },
    },
    async (req, reply) => {
      const file = await exportGaps(db, actorOf(req), req.params.id, req.query.format);
      return sendExportFile(reply, file);
    },
  );
};
