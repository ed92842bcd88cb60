import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listVendorsQuerySchema, ok, vendorImportResultSchema } from '@rampart/contracts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { invalid } from '../../errors.ts';
import { sendExportFile } from '../../plugins/export-file.ts';
import { FILE_BODY_TYPES, IMPORT_MAX_BYTES } from '../../platform/spreadsheets/table-file.ts';
import { exportVendors } from './export-vendors.ts';
import { importVendors } from './import-vendors.ts';

const formatSchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });
const exportQuery = listVendorsQuerySchema
  .omit({ limit: true, cursor: true, offset: true })
  .extend(formatSchema.shape);
const importResult = ok(vendorImportResultSchema);

const requireFile = (body: unknown): Buffer => {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw invalid('file', 'Send the file as the request body (text/csv or XLSX)');
  }
  return body;
};

/** The register as a CSV or XLSX file, and back. */
export const vendorFileRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const { db } = deps.database;
  await app.register(async (scope) => {
    // File bodies arrive raw: text/csv or the XLSX type, in this scope only.
    scope.addContentTypeParser(
      FILE_BODY_TYPES,
      { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['vendors'];

    r.get(
      '/api/vendors/export',
      {
        preHandler: requireActor(deps.auth, db, 'vendors:read'),
        schema: { tags, querystring: exportQuery },
      },
      async (req, reply) => {
        const { format, ...query } = req.query;
        const organizationId = actorOf(req).organizationId;
        return sendExportFile(reply, await exportVendors({ db, organizationId, query, format }));
      },
    );

    r.post(
      '/api/vendors/import',
      {
        preHandler: requireActor(deps.auth, db, 'vendors:write'),
        schema: {
          tags,
          consumes: FILE_BODY_TYPES,
          querystring: formatSchema,
          response: { 200: importResult },
        },
      },
      async (req) => ({
        success: true as const,
        data: await importVendors({
          actor: actorOf(req),
          format: req.query.format,
          bytes: requireFile(req.body),
          db,
        }),
      }),
    );
  });
};
