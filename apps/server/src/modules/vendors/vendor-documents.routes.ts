import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, ok, page, vendorDocumentSchema } from '@rampart/contracts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { readUploadForm } from '../../platform/files/upload-form.ts';
import { listDocumentsOfVendor } from './list-vendor-documents.ts';
import { uploadVendorDocument } from './upload-vendor-document.ts';
import { presentVendorDocument } from './vendor.presenter.ts';
import { pageQuerySchema } from './page-query.ts';

/** A vendor's documents: stored as evidence linked to the vendor, listed with their expiry. */
export const vendorDocumentRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const { db } = deps.database;
  const { storage } = deps;
  const tags = ['vendors'];

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/vendors/:id/documents',
    {
      preHandler: requireActor(deps.auth, db, 'vendors:read'),
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: ok(page(vendorDocumentSchema)) },
      },
    },
    async (req) => {
      const now = new Date();
      const result = await listDocumentsOfVendor({
        actor: actorOf(req),
        vendorId: req.params.id,
        query: req.query,
        db,
      });
      return {
        success: true as const,
        data: {
          items: result.rows.map((row) => presentVendorDocument(row, now)),
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );

  // Only the upload reads multipart bodies: the parser lives in its own scope.
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/vendors/:id/documents',
      {
        preHandler: requireActor(deps.auth, db, 'vendors:write'),
        schema: {
          tags,
          params: idParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 200: ok(vendorDocumentSchema) },
        },
      },
      async (req) => {
        const actor = actorOf(req);
        const form = await readUploadForm(req, storage.spoolDir, deps.config.evidence.maxBytes);
        const row = await uploadVendorDocument({
          actor,
          vendorId: req.params.id,
          form,
          db,
          storage,
        });
        return { success: true as const, data: presentVendorDocument(row) };
      },
    );
  });
};
