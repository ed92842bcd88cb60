import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adoptionResultSchema,
  frameworkDetailSchema,
  frameworkParamsSchema,
  frameworkSchema,
  gapAnalysisSchema,
  gapExportQuerySchema,
  libraryControlSchema,
  ok,
  page,
} from '@rampart/contracts';
import { findLibraryControls, findOrganization, listFrameworks } from '@rampart/db';
import { recommendedControls } from '@rampart/db/library';
import { hasPermission } from '@rampart/domain';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { forbidden } from '../../errors.ts';
import { libraryContext } from '../library/library-context.ts';
import { presentLibraryControl } from '../library/library.presenter.ts';
import { adoptLibraryControls } from './adopt-controls.ts';
import { deleteFramework, setFrameworkSelection, visibleFramework } from './framework-changes.ts';
import { frameworkStatus, presentFramework } from './framework-status.ts';
import { gapAnalysis } from './gap-analysis.ts';
import { GAP_CONTENT_TYPES, gapsToPdf, gapsToXlsx } from './gap-export.ts';

const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');

export const frameworksRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'frameworks:read');
  const write = requireActor(deps.auth, db, 'frameworks:write');
  const tags = ['frameworks'];
  const oneFramework = ok(frameworkSchema);

  r.get(
    '/api/frameworks',
    { preHandler: read, schema: { tags, response: { 200: ok(page(frameworkSchema)) } } },
    async (req) => {
      const actor = actorOf(req);
      const rows = await listFrameworks(db, actor.organizationId);
      const items = [];
      for (const row of rows) {
        const summary = row.selected
          ? (await frameworkStatus(db, actor.organizationId, row.framework.id)).summary
          : null;
        items.push(presentFramework(row, summary, actor));
      }
      return { success: true as const, data: { items, total: items.length, nextCursor: null } };
    },
  );

  r.get(
    '/api/frameworks/:id',
    {
      preHandler: read,
      schema: { tags, params: frameworkParamsSchema, response: { 200: ok(frameworkDetailSchema) } },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await visibleFramework(db, actor.organizationId, req.params.id);
      const status = await frameworkStatus(db, actor.organizationId, row.framework.id);
      return {
        success: true as const,
        data: {
          framework: presentFramework(row, status.summary, actor),
          requirements: status.requirements,
        },
      };
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
      const row = await setFrameworkSelection({
        db,
        actor,
        frameworkId: req.params.id,
        selected: true,
      });
      const status = await frameworkStatus(db, actor.organizationId, row.framework.id);
      return { success: true as const, data: presentFramework(row, status.summary, actor) };
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
      const row = await setFrameworkSelection({
        db,
        actor,
        frameworkId: req.params.id,
        selected: false,
      });
      return { success: true as const, data: presentFramework(row, null, actor) };
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
        response: { 200: ok(page(libraryControlSchema)) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await visibleFramework(db, actor.organizationId, req.params.id);
      const ids = recommendedControls(row.framework.id).map((c) => c.id);
      const library = await findLibraryControls(db, ids);
      const context = await libraryContext(db, actor.organizationId, ids);
      const order = new Map(ids.map((id, i) => [id, i]));
      const items = library
        .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
        .map((c) => presentLibraryControl(c, context));
      return { success: true as const, data: { items, total: items.length, nextCursor: null } };
    },
  );

  r.post(
    '/api/frameworks/:id/recommended/adopt',
    {
      preHandler: write,
      schema: { tags, params: frameworkParamsSchema, response: { 200: ok(adoptionResultSchema) } },
    },
    async (req) => {
      const actor = actorOf(req);
      if (!hasPermission(actor.permissions, 'controls:write')) throw forbidden();
      const row = await visibleFramework(db, actor.organizationId, req.params.id);
      const ids = recommendedControls(row.framework.id).map((c) => c.id);
      if (!row.selected) {
        await setFrameworkSelection({ db, actor, frameworkId: row.framework.id, selected: true });
      }
      const result =
        ids.length === 0
          ? { created: [], skipped: [] }
          : await adoptLibraryControls({ db, actor, libraryControlIds: ids });
      return { success: true as const, data: result };
    },
  );

  const buildGaps = async (
    organizationId: string,
    frameworkId: string,
    actor: ReturnType<typeof actorOf>,
  ) => {
    const row = await visibleFramework(db, organizationId, frameworkId);
    const status = await frameworkStatus(db, organizationId, row.framework.id);
    return gapAnalysis(db, organizationId, presentFramework(row, status.summary, actor), status);
  };

  r.get(
    '/api/frameworks/:id/gaps',
    {
      preHandler: read,
      schema: { tags, params: frameworkParamsSchema, response: { 200: ok(gapAnalysisSchema) } },
    },
    async (req) => {
      const actor = actorOf(req);
      return {
        success: true as const,
        data: await buildGaps(actor.organizationId, req.params.id, actor),
      };
    },
  );

  r.get(
    '/api/frameworks/:id/gaps/export',
    {
      preHandler: read,
      schema: { tags, params: frameworkParamsSchema, querystring: gapExportQuerySchema },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const gaps = await buildGaps(actor.organizationId, req.params.id, actor);
      const org = await findOrganization(db, actor.organizationId);
      const { format } = req.query;
      const file =
        format === 'xlsx'
          ? await gapsToXlsx(gaps, org?.name ?? '')
          : await gapsToPdf(gaps, org?.name ?? '');
      const name = `rampart-gaps-${fileSafe(gaps.framework.name)}-${gaps.generatedAt.slice(0, 10)}.${format}`;
      return reply
        .type(GAP_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(file);
    },
  );
};
