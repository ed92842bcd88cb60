import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adoptionResultSchema,
  adoptLibraryControlsBodySchema,
  exportLibraryControlsQuerySchema,
  idParamsSchema,
  libraryControlSchema,
  listLibraryControlsQuerySchema,
  ok,
  page,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { sendExportFile } from '../../plugins/export-file.ts';
import { adoptLibraryControls } from '../frameworks/adopt-controls.ts';
import { exportLibrary } from './export-library.ts';
import { libraryControlDetail } from './library-control-detail.ts';
import { presentLibraryControl } from './library.presenter.ts';
import { searchLibrary } from './search-library.ts';

export const libraryRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'controls:read');
  const write = requireActor(deps.auth, db, 'controls:write');
  const tags = ['library'];

  r.get(
    '/api/library/controls',
    {
      preHandler: read,
      schema: {
        tags,
        querystring: listLibraryControlsQuerySchema,
        response: { 200: ok(page(libraryControlSchema)) },
      },
    },
    async (req) => {
      const result = await searchLibrary(db, actorOf(req).organizationId, req.query);
      return {
        success: true as const,
        data: {
          items: result.rows.map((row) => presentLibraryControl(row, result.context)),
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );

  r.get(
    '/api/library/controls/export',
    { preHandler: read, schema: { tags, querystring: exportLibraryControlsQuerySchema } },
    async (req, reply) =>
      sendExportFile(reply, await exportLibrary({ db, actor: actorOf(req), query: req.query })),
  );

  r.get(
    '/api/library/controls/:id',
    {
      preHandler: read,
      schema: { tags, params: idParamsSchema, response: { 200: ok(libraryControlSchema) } },
    },
    async (req) => {
      const { row, context } = await libraryControlDetail(
        db,
        actorOf(req).organizationId,
        req.params.id,
      );
      return { success: true as const, data: presentLibraryControl(row, context) };
    },
  );

  r.post(
    '/api/library/controls/adopt',
    {
      preHandler: write,
      schema: {
        tags,
        body: adoptLibraryControlsBodySchema,
        response: { 200: ok(adoptionResultSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await adoptLibraryControls({
        db,
        actor: actorOf(req),
        libraryControlIds: req.body.libraryControlIds,
      }),
    }),
  );
};
