import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  documentSchema,
  documentVersionParamsSchema,
  idParamsSchema,
  ok,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import { downloadHeaders } from '../../platform/files/download-headers.ts';
import { readUploadForm } from '../../platform/files/upload-form.ts';
import { createDocument } from './create-document.ts';
import { getDocument } from './get-document.ts';
import { openDocumentFile } from './open-document-file.ts';
import { uploadDocumentVersion } from './upload-document-version.ts';

/**
 * A document's files: the first with the new document, each later one as a version, and the
 * download of any version. Uploads are read as evidence uploads are (spooled, size-limited,
 * typed by their bytes); the runner is woken to read their text.
 */
export const documentFilesRoutes = async (
  app: FastifyInstance,
  deps: Deps,
  runner: JobRunner,
): Promise<void> => {
  const { db } = deps.database;
  const { storage } = deps;
  const read = requireActor(deps.auth, db, 'evidence:read');
  const write = requireActor(deps.auth, db, 'evidence:write');
  const tags = ['documents'];
  const one = ok(documentSchema);

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/documents/:id/versions/:versionId/file',
      { preHandler: read, schema: { tags, params: documentVersionParamsSchema } },
      async (req, reply) => {
        const { version, body } = await openDocumentFile({
          actor: actorOf(req),
          documentId: req.params.id,
          versionId: req.params.versionId,
          db,
          storage,
        });
        return reply.headers(downloadHeaders(version)).send(body);
      },
    );

  // Only the uploads read multipart bodies: the parser lives in its own scope.
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    const s = scope.withTypeProvider<ZodTypeProvider>();
    const upload = (req: Parameters<typeof readUploadForm>[0]) =>
      readUploadForm(req, storage.spoolDir, deps.config.evidence.maxBytes);

    s.post(
      '/api/documents',
      {
        preHandler: write,
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: one } },
      },
      async (req) => {
        const actor = actorOf(req);
        const id = await createDocument({ actor, form: await upload(req), db, storage });
        runner.wake();
        return { success: true as const, data: await getDocument({ actor, id, db }) };
      },
    );

    s.post(
      '/api/documents/:id/versions',
      {
        preHandler: write,
        schema: {
          tags,
          params: idParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 200: one },
        },
      },
      async (req) => {
        const actor = actorOf(req);
        const documentId = req.params.id;
        await uploadDocumentVersion({ actor, documentId, form: await upload(req), db, storage });
        runner.wake();
        return { success: true as const, data: await getDocument({ actor, id: documentId, db }) };
      },
    );
  });
};
