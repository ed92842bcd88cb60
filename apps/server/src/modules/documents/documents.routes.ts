import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentLinksBodySchema,
  documentListItemSchema,
  documentReviewBodySchema,
  documentRecordSchema,
  documentSchema,
  exportDocumentsQuerySchema,
  idParamsSchema,
  listDocumentsQuerySchema,
  ok,
  page,
  updateDocumentBodySchema,
} from '@rampart/contracts';
import type { DocumentTransition } from '@rampart/domain';
import { listDocumentRows } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { sendExportFile } from '../../plugins/export-file.ts';
import { deleteDocument } from './delete-document.ts';
import { presentListItem } from './document.presenter.ts';
import { exportDocuments } from './export-documents.ts';
import { getDocument, getDocumentRecord } from './get-document.ts';
import { reviewDocument } from './review-document.ts';
import { setDocumentLinks } from './set-document-links.ts';
import { updateDocument } from './update-document.ts';

/** Documents and the list they share with evidence files (docs/decisions/022). */
export const documentsRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'evidence:read');
  const write = requireActor(deps.auth, db, 'evidence:write');
  const approve = requireActor(deps.auth, db, 'documents:approve');
  const tags = ['documents'];
  const one = ok(documentSchema);

  r.get(
    '/api/documents',
    {
      preHandler: read,
      schema: {
        tags,
        querystring: listDocumentsQuerySchema,
        response: { 200: ok(page(documentListItemSchema)) },
      },
    },
    async (req) => {
      const now = new Date();
      const result = await listDocumentRows(db, actorOf(req).organizationId, req.query, now);
      return {
        success: true as const,
        data: {
          items: result.rows.map((row) => presentListItem(row, now)),
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );

  r.get(
    '/api/documents/export',
    { preHandler: read, schema: { tags, querystring: exportDocumentsQuerySchema } },
    async (req, reply) =>
      sendExportFile(reply, await exportDocuments({ db, actor: actorOf(req), query: req.query })),
  );

  r.get(
    '/api/documents/:id',
    {
      preHandler: read,
      schema: { tags, params: idParamsSchema, response: { 200: ok(documentRecordSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await getDocumentRecord({ actor: actorOf(req), id: req.params.id, db }),
    }),
  );

  r.patch(
    '/api/documents/:id',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateDocumentBodySchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      await updateDocument({ actor, id: req.params.id, patch: req.body, db });
      return { success: true as const, data: await getDocument({ actor, id: req.params.id, db }) };
    },
  );

  r.delete(
    '/api/documents/:id',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: ok(z.object({ deleted: z.array(z.string()) })) },
      },
    },
    async (req) => {
      const id = await deleteDocument({
        actor: actorOf(req),
        id: req.params.id,
        db,
        storage: deps.storage,
        log: req.log,
      });
      return { success: true as const, data: { deleted: [id] } };
    },
  );

  r.put(
    '/api/documents/:id/links',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: documentLinksBodySchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      await setDocumentLinks({ actor, id: req.params.id, body: req.body, db });
      return { success: true as const, data: await getDocument({ actor, id: req.params.id, db }) };
    },
  );

  // Approval: submitting is an editor's move; approving and sending back are reviewers'.
  const moves: [string, DocumentTransition, typeof write][] = [
    ['submit', 'submit', write],
    ['approve', 'approve', approve],
    ['request-changes', 'requestChanges', approve],
  ];
  for (const [segment, transition, preHandler] of moves) {
    r.post(
      `/api/documents/:id/${segment}`,
      {
        preHandler,
        schema: {
          tags,
          params: idParamsSchema,
          body: documentReviewBodySchema,
          response: { 200: one },
        },
      },
      async (req) => {
        const actor = actorOf(req);
        await reviewDocument({ actor, id: req.params.id, transition, body: req.body, db });
        return {
          success: true as const,
          data: await getDocument({ actor, id: req.params.id, db }),
        };
      },
    );
  }
};
