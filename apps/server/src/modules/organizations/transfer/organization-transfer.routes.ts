import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, organizationImportSchema } from '@rampart/contracts';
import { actorOf, principalOf, requireSession, requireSignedInActor } from '../../../auth/actor.ts';
import type { Deps } from '../../../deps.ts';
import { invalid } from '../../../errors.ts';
import { contentDisposition } from '../../../platform/files/file-name.ts';
import { readUploadForm } from '../../../platform/files/upload-form.ts';
import { discardSpooled } from '../../../platform/files/spool.ts';
import { exportFileName } from '../../../plugins/export-file.ts';
import { exportOrganization } from './export-organization.ts';
import { importOrganization } from './import-organization.ts';

/** The largest export an import takes (every file of an organisation is in it). */
export const ORGANIZATION_IMPORT_MAX_BYTES = 4 * 1024 * 1024 * 1024;

/**
 * Settings → Organisation → Move it: `GET …/export` sends the whole organisation as one zip
 * (owners, signed in: it holds every record and file); `POST /api/organizations/import` makes
 * a new organisation from one, the person importing as its owner.
 */
export const organizationTransferRoutes = async (
  app: FastifyInstance,
  deps: Deps,
): Promise<void> => {
  const { database, storage } = deps;
  const tags = ['organizations'];

  app.get(
    '/api/organizations/current/export',
    {
      // A person signed in, never a token: the file holds everything the organisation has.
      preHandler: requireSignedInActor(deps.auth, database.db, 'organization:export'),
      schema: { tags },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const made = await exportOrganization({
        database,
        storage,
        organizationId: actor.organizationId,
        workDir: storage.spoolDir,
      });
      const body = createReadStream(made.path);
      body.on('close', () => void made.cleanup());
      return reply
        .type('application/zip')
        .header(
          'content-disposition',
          contentDisposition(exportFileName('organization', new Date(), 'zip')),
        )
        .send(body);
    },
  );

  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/organizations/import',
      {
        preHandler: requireSession(deps.auth),
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: ok(organizationImportSchema) },
        },
      },
      async (req) => {
        const form = await readUploadForm(req, storage.spoolDir, ORGANIZATION_IMPORT_MAX_BYTES);
        try {
          if (!form.file) throw invalid('file', 'Choose the export file (.zip) to import');
          const { summary } = await importOrganization({
            database,
            storage,
            zipPath: form.file.path,
            importerId: principalOf(req).userId,
            requestId: req.id,
          });
          return { success: true as const, data: summary };
        } finally {
          await discardSpooled(form.file);
        }
      },
    );
  });
};
