import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, ok, questionnaireSchema, QUESTIONNAIRE_LIMITS } from '@rampart/contracts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { invalid } from '../../errors.ts';
import { sendExportFile } from '../../plugins/export-file.ts';
import { FILE_BODY_TYPES, IMPORT_MAX_BYTES } from '../../platform/spreadsheets/table-file.ts';
import { exportQuestionnaire } from './export-questionnaire.ts';
import { importQuestionnaire } from './import-questionnaire.ts';
import { presentQuestionnaire } from './questionnaire.presenter.ts';

const formatSchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });
const importQuery = formatSchema.extend({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(
      QUESTIONNAIRE_LIMITS.titleMax,
      `Title is at most ${QUESTIONNAIRE_LIMITS.titleMax} characters`,
    )
    .optional(),
});

const requireFile = (body: unknown): Buffer => {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw invalid('file', 'Send the file as the request body (text/csv or XLSX)');
  }
  return body;
};

/** A questionnaire's questions as a CSV or XLSX file, and a file back as a new questionnaire. */
export const questionnaireFileRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const { db } = deps.database;
  await app.register(async (scope) => {
    // File bodies arrive raw, as the registers' imports do: text/csv or the XLSX type.
    scope.addContentTypeParser(
      FILE_BODY_TYPES,
      { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['questionnaires'];

    r.get(
      '/api/questionnaires/:id/export',
      {
        preHandler: requireActor(deps.auth, db, 'questionnaires:read'),
        schema: { tags, params: idParamsSchema, querystring: formatSchema },
      },
      async (req, reply) =>
        sendExportFile(
          reply,
          await exportQuestionnaire({
            db,
            collaboration: deps.collaboration,
            actor: actorOf(req),
            id: req.params.id,
            format: req.query.format,
          }),
        ),
    );

    r.post(
      '/api/questionnaires/import',
      {
        preHandler: requireActor(deps.auth, db, 'questionnaires:write'),
        schema: {
          tags,
          consumes: FILE_BODY_TYPES,
          querystring: importQuery,
          response: { 200: ok(questionnaireSchema) },
        },
      },
      async (req) => {
        const actor = actorOf(req);
        const row = await importQuestionnaire({
          actor,
          format: req.query.format,
          title: req.query.title,
          bytes: requireFile(req.body),
          db,
        });
        return { success: true as const, data: presentQuestionnaire(row, { role: 'owner' }) };
      },
    );
  });
};
