import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  incomingDetailSchema,
  incomingDraftingSchema,
  incomingExportQuerySchema,
  incomingIdParamsSchema,
  incomingImportedSchema,
  incomingListQuerySchema,
  incomingPreviewSchema,
  incomingQuestionnaireListSchema,
  incomingQuestionnaireSchema,
  ok,
  updateIncomingBodySchema,
} from '@rampart/contracts';
import { hasPermission } from '@rampart/domain';
import { findIncomingQuestionnaire, listIncomingQuestionnaires } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { downloadHeaders } from '../../platform/files/download-headers.ts';
import { readStoredFile } from '../../platform/files/file-storage.ts';
import { readUploadForm } from '../../platform/files/upload-form.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import { deleteIncoming } from './delete-incoming.ts';
import { exportIncoming } from './export-incoming.ts';
import { requestIncomingDraft } from './drafting/incoming-draft-job.ts';
import { getIncoming } from './get-incoming.ts';
import { importIncoming } from './import-incoming.ts';
import { presentIncoming } from './incoming.presenter.ts';
import { previewIncoming } from './preview-incoming.ts';
import { updateIncoming } from './update-incoming.ts';
import { answerReviewRoutes } from './review/review.routes.ts';
import { returnTrustQuestionnaire } from './return-to-visitor.ts';
import { trustSiteUrl } from '../trust-center/trust-center-view.ts';
import { announceReview } from './live-review.ts';

/**
 * Questionnaires customers send the organisation to answer (issue 22): previewed, imported as
 * sent (the original kept), read, renamed and deleted by those who work on questionnaires.
 */
export const incomingQuestionnairesRoutes = async (
  app: FastifyInstance,
  deps: Deps,
  runner: JobRunner,
): Promise<void> => {
  const { db } = deps.database;
  const { storage } = deps;
  const read = requireActor(deps.auth, db, 'questionnaires:read');
  const write = requireActor(deps.auth, db, 'questionnaires:write');
  const tags = ['incoming questionnaires'];
  const base = '/api/questionnaires/incoming';
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    base,
    {
      preHandler: read,
      schema: {
        tags,
        querystring: incomingListQuerySchema,
        response: { 200: ok(incomingQuestionnaireListSchema) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const page = await listIncomingQuestionnaires(db, actor.organizationId, req.query);
      return {
        success: true as const,
        data: {
          ...page,
          items: page.items.map((row) => presentIncoming(row, actor)),
          abilities: { import: hasPermission(actor.permissions, 'questionnaires:write') },
        },
      };
    },
  );

  r.get(
    `${base}/:id`,
    {
      preHandler: read,
      schema: { tags, params: incomingIdParamsSchema, response: { 200: ok(incomingDetailSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await getIncoming({ actor: actorOf(req), id: req.params.id, db }),
    }),
  );

  r.get(
    `${base}/:id/file`,
    { preHandler: read, schema: { tags, params: incomingIdParamsSchema } },
    async (req, reply) => {
      const row = await findIncomingQuestionnaire(db, actorOf(req).organizationId, req.params.id);
      if (!row) throw notFound('Questionnaire');
      const body = await readStoredFile(storage, row, 'this questionnaire');
      return reply.headers(downloadHeaders(row)).send(body);
    },
  );

  r.post(
    `${base}/:id/draft`,
    {
      preHandler: write,
      schema: {
        tags,
        params: incomingIdParamsSchema,
        response: { 200: ok(incomingDraftingSchema) },
      },
    },
    async (req) => {
      const drafting = await requestIncomingDraft({ actor: actorOf(req), id: req.params.id, db });
      announceReview(deps.livePush, req.params.id);
      runner.wake();
      return { success: true as const, data: drafting };
    },
  );

  // A questionnaire a visitor sent through the trust centre goes back to them, answered.
  r.post(
    `${base}/:id/return`,
    {
      preHandler: write,
      schema: {
        tags,
        params: incomingIdParamsSchema,
        response: { 200: ok(incomingQuestionnaireSchema) },
      },
    },
    async (req) => {
      const data = await returnTrustQuestionnaire({
        actor: actorOf(req),
        id: req.params.id,
        db,
        storage,
        siteUrlOf: (slug) => trustSiteUrl(deps.config.publicUrl, deps.config.trustHosts, slug),
        log: req.log,
        livePush: deps.livePush,
      });
      deps.mailOutbox.soon();
      return { success: true as const, data };
    },
  );

  r.get(
    `${base}/:id/export`,
    {
      preHandler: read,
      schema: { tags, params: incomingIdParamsSchema, querystring: incomingExportQuerySchema },
    },
    async (req, reply) => {
      const file = await exportIncoming({
        actor: actorOf(req),
        id: req.params.id,
        format: req.query.format,
        db,
        storage,
      });
      return reply
        .headers({
          ...downloadHeaders({ ...file, sizeBytes: file.body.length }),
          ...(file.cellsNotWritten ? { 'x-cells-not-written': String(file.cellsNotWritten) } : {}),
        })
        .send(file.body);
    },
  );

  r.patch(
    `${base}/:id`,
    {
      preHandler: write,
      schema: {
        tags,
        params: incomingIdParamsSchema,
        body: updateIncomingBodySchema,
        response: { 200: ok(incomingQuestionnaireSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await updateIncoming({
        actor: actorOf(req),
        id: req.params.id,
        input: req.body,
        db,
        livePush: deps.livePush,
      }),
    }),
  );

  r.delete(
    `${base}/:id`,
    {
      preHandler: write,
      schema: {
        tags,
        params: incomingIdParamsSchema,
        response: { 200: ok(z.object({ done: z.literal(true) })) },
      },
    },
    async (req) => {
      await deleteIncoming({
        actor: actorOf(req),
        id: req.params.id,
        db,
        storage,
        log: req.log,
        livePush: deps.livePush,
      });
      return { success: true as const, data: { done: true as const } };
    },
  );

  await answerReviewRoutes(app, deps);

  // Only the uploads read multipart bodies: the parser lives in its own scope.
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    const s = scope.withTypeProvider<ZodTypeProvider>();
    const upload = (req: Parameters<typeof readUploadForm>[0]) =>
      readUploadForm(req, storage.spoolDir, deps.config.evidence.maxBytes);

    s.post(
      `${base}/preview`,
      {
        preHandler: write,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: ok(incomingPreviewSchema) },
        },
      },
      async (req) => ({
        success: true as const,
        data: await previewIncoming({ form: await upload(req) }),
      }),
    );

    s.post(
      base,
      {
        preHandler: write,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: ok(incomingImportedSchema) },
        },
      },
      async (req) => ({
        success: true as const,
        data: await importIncoming({ actor: actorOf(req), form: await upload(req), db, storage }),
      }),
    );
  });
};
