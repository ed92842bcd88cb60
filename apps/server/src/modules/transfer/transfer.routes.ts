import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRisksQuerySchema, ok } from '@rampart/contracts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { invalid } from '../../errors.ts';
import { exportRisks } from './export-risks.ts';
import { importRisks } from './import-risks.ts';
import { CONTENT_TYPES, readTable, writeTable, type TableFormat } from './table-file.ts';

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
const formatSchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });
const exportQuery = listRisksQuerySchema
  .omit({ limit: true, cursor: true, offset: true })
  .extend(formatSchema.shape);

/** File bodies arrive raw: text/csv or the XLSX type (no multipart needed). */
const registerFileParsers = (app: FastifyInstance) => {
  app.addContentTypeParser(
    [CONTENT_TYPES.xlsx, 'text/csv', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
};

const stamp = () => new Date().toISOString().slice(0, 10);

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
        const table = await exportRisks(db, actorOf(req).organizationId, query);
        const file = await writeTable(format, 'Risks', table);
        return reply
          .type(CONTENT_TYPES[format])
          .header(
            'content-disposition',
            `attachment; filename="rampart-risks-${stamp()}.${format}"`,
          )
          .send(file);
      },
    );

    r.post(
      '/api/risks/import',
      {
        preHandler: requireActor(deps.auth, db, 'risks:write'),
        schema: {
          tags,
          querystring: formatSchema,
          response: { 200: ok(z.object({ created: z.number().int(), updated: z.number().int() })) },
        },
      },
      async (req) => {
        if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
          throw invalid('file', 'Send the file as the request body (text/csv or XLSX)');
        }
        const table = await readTable(req.query.format as TableFormat, req.body);
        return {
          success: true as const,
          data: await importRisks({ actor: actorOf(req), table, db }),
        };
      },
    );
  });
};
