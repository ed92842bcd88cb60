import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createFindingBodySchema,
  exportFindingsQuerySchema,
  findingSchema,
  idParamsSchema,
  listFindingsQuerySchema,
  ok,
  page,
  updateFindingBodySchema,
} from '@rampart/contracts';
import { findFinding, listFindings } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { sendExportFile } from '../../plugins/export-file.ts';
import { createFinding } from './create-finding.ts';
import { deleteFinding } from './delete-finding.ts';
import { exportFindings } from './export-findings.ts';
import { findingFilter } from './finding-filter.ts';
import { presentFinding } from './finding.presenter.ts';
import { updateFinding } from './update-finding.ts';

export const findingsRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  // Findings are audit-evidence work, so the evidence permissions govern them.
  const read = requireActor(deps.auth, db, 'evidence:read');
  const write = requireActor(deps.auth, db, 'evidence:write');
  const tags = ['findings'];
  const one = ok(findingSchema);

  r.get(
    '/api/findings',
    {
      preHandler: read,
      schema: {
        tags,
        querystring: listFindingsQuerySchema,
        response: { 200: ok(page(findingSchema)) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const result = await listFindings(db, actor.organizationId, findingFilter(req.query));
      return {
        success: true as const,
        data: {
          items: result.rows.map((row) => presentFinding(row, actor)),
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );

  r.get(
    '/api/findings/export',
    { preHandler: read, schema: { tags, querystring: exportFindingsQuerySchema } },
    async (req, reply) =>
      sendExportFile(reply, await exportFindings({ db, actor: actorOf(req), query: req.query })),
  );

  r.get(
    '/api/findings/:id',
    { preHandler: read, schema: { tags, params: idParamsSchema, response: { 200: one } } },
    async (req) => {
      const actor = actorOf(req);
      const row = await findFinding(db, actor.organizationId, req.params.id);
      if (!row) throw notFound('Finding');
      return { success: true as const, data: presentFinding(row, actor) };
    },
  );

  r.post(
    '/api/findings',
    { preHandler: write, schema: { tags, body: createFindingBodySchema, response: { 200: one } } },
    async (req) => {
      const actor = actorOf(req);
      const row = await createFinding({ actor, input: req.body, db });
      return { success: true as const, data: presentFinding(row, actor) };
    },
  );

  r.patch(
    '/api/findings/:id',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateFindingBodySchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await updateFinding({ actor, id: req.params.id, patch: req.body, db });
      return { success: true as const, data: presentFinding(row, actor) };
    },
  );

  r.delete(
    '/api/findings/:id',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: ok(z.object({ deleted: z.array(z.string()) })) },
      },
    },
    async (req) => ({
      success: true as const,
      data: { deleted: [await deleteFinding({ actor: actorOf(req), id: req.params.id, db })] },
    }),
  );
};
