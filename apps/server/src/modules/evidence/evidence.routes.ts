import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  evidenceSchema,
  exportEvidenceQuerySchema,
  idParamsSchema,
  listEvidenceQuerySchema,
  ok,
  page,
  updateEvidenceBodySchema,
} from '@rampart/contracts';
import { listEvidence } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { sendExportFile } from '../../plugins/export-file.ts';
import { deleteEvidence } from './delete-evidence.ts';
import { downloadHeaders } from '../../platform/files/download-headers.ts';
import { presentEvidence } from './evidence.presenter.ts';
import { getEvidence } from './get-evidence.ts';
import { exportEvidence } from './export-evidence.ts';
import { openEvidenceFile } from './open-evidence-file.ts';
import { updateEvidence } from './update-evidence.ts';
import { readUploadForm } from '../../platform/files/upload-form.ts';
import { uploadEvidence } from './upload-evidence.ts';

export const evidenceRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { storage } = deps;
  const read = requireActor(deps.auth, db, 'evidence:read');
  const write = requireActor(deps.auth, db, 'evidence:write');
  const tags = ['evidence'];
  const one = ok(evidenceSchema);

  r.get(
    '/api/evidence',
    {
      preHandler: read,
      schema: {
        tags,
        querystring: listEvidenceQuerySchema,
        response: { 200: ok(page(evidenceSchema)) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const result = await listEvidence(db, actor.organizationId, req.query);
      return {
        success: true as const,
        data: {
          items: result.rows.map((row) => presentEvidence(row, actor)),
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );

  r.get(
    '/api/evidence/export',
    { preHandler: read, schema: { tags, querystring: exportEvidenceQuerySchema } },
    async (req, reply) =>
      sendExportFile(reply, await exportEvidence({ db, actor: actorOf(req), query: req.query })),
  );

  r.get(
    '/api/evidence/:id',
    { preHandler: read, schema: { tags, params: idParamsSchema, response: { 200: one } } },
    async (req) => ({
      success: true as const,
      data: await getEvidence({ db, actor: actorOf(req), id: req.params.id }),
    }),
  );

  r.get(
    '/api/evidence/:id/download',
    { preHandler: read, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      const { row, body } = await openEvidenceFile({
        actor: actorOf(req),
        id: req.params.id,
        db,
        storage,
      });
      return reply.headers(downloadHeaders(row)).send(body);
    },
  );

  // Only the upload reads multipart bodies: the parser lives in its own scope.
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/evidence',
      {
        preHandler: write,
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: one } },
      },
      async (req) => {
        const actor = actorOf(req);
        const form = await readUploadForm(req, storage.spoolDir, deps.config.evidence.maxBytes);
        const row = await uploadEvidence({ actor, form, db, storage });
        return { success: true as const, data: presentEvidence(row, actor) };
      },
    );
  });

  r.patch(
    '/api/evidence/:id',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateEvidenceBodySchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await updateEvidence({ actor, id: req.params.id, patch: req.body, db });
      return { success: true as const, data: presentEvidence(row, actor) };
    },
  );

  r.delete(
    '/api/evidence/:id',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: ok(z.object({ deleted: z.array(z.string()) })) },
      },
    },
    async (req) => {
      const id = await deleteEvidence({
        actor: actorOf(req),
        id: req.params.id,
        db,
        storage,
        log: req.log,
      });
      return { success: true as const, data: { deleted: [id] } };
    },
  );
};
