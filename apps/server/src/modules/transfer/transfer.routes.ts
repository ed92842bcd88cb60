import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importResultSchema,
  listControlsQuerySchema,
  listRisksQuerySchema,
  matrixImportResultSchema,
  ok,
  rcsaMatrixSchema,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { invalid } from '../../errors.ts';
import { exportControls } from './export-controls.ts';
import { sendExportFile as sendFile } from '../../plugins/export-file.ts';
import { exportRcsaMatrix } from './export-rcsa-matrix.ts';
import { exportRisks } from './export-risks.ts';
import { importControls } from './import-controls.ts';
import { importMatrix } from './import-matrix.ts';
import { importRisks } from './import-risks.ts';
import { buildRcsaMatrix } from './rcsa-matrix.ts';
import { FILE_BODY_TYPES, IMPORT_MAX_BYTES } from '../../platform/spreadsheets/table-file.ts';

const formatSchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });
const exportQuery = listRisksQuerySchema
  .omit({ limit: true, cursor: true, offset: true })
  .extend(formatSchema.shape);
const exportControlsQuery = listControlsQuerySchema
  .omit({ limit: true, cursor: true, offset: true })
  .extend(formatSchema.shape);
const importResult = ok(importResultSchema);

/** File bodies arrive raw: text/csv or the XLSX type (no multipart needed). */
const registerFileParsers = (app: FastifyInstance) => {
  app.addContentTypeParser(
    FILE_BODY_TYPES,
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
};

const matrixQuery = listRisksQuerySchema.omit({ limit: true, cursor: true, offset: true }).extend({
  controlIds: z
    .preprocess(
      (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
      z.array(z.string().max(64)).max(200),
    )
    .optional(),
});

const requireFile = (body: unknown): Buffer => {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw invalid('file', 'Send the file as the request body (text/csv or XLSX)');
  }
  return body;
};

export const transferRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const { db } = deps.database;
  await app.register(async (scope) => {
    registerFileParsers(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['import-export'];

    r.get(
      '/api/risks/export',
      {
        preHandler: requireActor(deps.auth, db, 'risks:read'),
        schema: { tags, querystring: exportQuery },
      },
      async (req, reply) => {
        const { format, ...query } = req.query;
        return sendFile(reply, await exportRisks(db, actorOf(req).organizationId, query, format));
      },
    );

    r.post(
      '/api/risks/import',
      {
        preHandler: requireActor(deps.auth, db, 'risks:write'),
        schema: {
          tags,
          consumes: FILE_BODY_TYPES,
          querystring: formatSchema,
          response: { 200: importResult },
        },
      },
      async (req) => ({
        success: true as const,
        data: await importRisks({
          actor: actorOf(req),
          format: req.query.format,
          bytes: requireFile(req.body),
          db,
        }),
      }),
    );

    r.get(
      '/api/controls/export',
      {
        preHandler: requireActor(deps.auth, db, 'controls:read'),
        schema: { tags, querystring: exportControlsQuery },
      },
      async (req, reply) => {
        const { format, ...query } = req.query;
        return sendFile(
          reply,
          await exportControls(db, actorOf(req).organizationId, query, format),
        );
      },
    );

    r.post(
      '/api/controls/import',
      {
        preHandler: requireActor(deps.auth, db, 'controls:write'),
        schema: {
          tags,
          consumes: FILE_BODY_TYPES,
          querystring: formatSchema,
          response: { 200: importResult },
        },
      },
      async (req) => ({
        success: true as const,
        data: await importControls({
          actor: actorOf(req),
          format: req.query.format,
          bytes: requireFile(req.body),
          db,
        }),
      }),
    );

    r.get(
      '/api/rcsa/matrix',
      {
        preHandler: requireActor(deps.auth, db, 'risks:read'),
        schema: { tags, querystring: matrixQuery, response: { 200: ok(rcsaMatrixSchema) } },
      },
      async (req) => ({
        success: true as const,
        data: await buildRcsaMatrix(db, actorOf(req).organizationId, req.query),
      }),
    );

    r.get(
      '/api/rcsa/matrix/export',
      {
        preHandler: requireActor(deps.auth, db, 'risks:read'),
        schema: { tags, querystring: matrixQuery },
      },
      async (req, reply) =>
        sendFile(reply, await exportRcsaMatrix(db, actorOf(req).organizationId, req.query)),
    );

    r.post(
      '/api/rcsa/matrix/import',
      {
        preHandler: requireActor(deps.auth, db, 'risks:write'),
        schema: {
          tags,
          consumes: FILE_BODY_TYPES,
          response: {
            200: ok(matrixImportResultSchema),
          },
        },
      },
      async (req) => ({
        success: true as const,
        data: await importMatrix({ actor: actorOf(req), bytes: requireFile(req.body), db }),
      }),
    );
  });
};
