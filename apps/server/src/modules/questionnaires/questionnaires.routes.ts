import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createQuestionnaireBodySchema,
  idParamsSchema,
  listQuerySchema,
  listQuestionnairesQuerySchema,
  ok,
  page,
  questionnaireSchema,
  questionnaireStatusBodySchema,
  questionnaireTemplateSchema,
  updateQuestionnaireBodySchema,
} from '@rampart/contracts';
import { listQuestionnaires } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { pageOf } from '../../platform/routes/pages.ts';
import { changeQuestionnaireStatus } from './change-questionnaire-status.ts';
import { createQuestionnaire } from './create-questionnaire.ts';
import { deleteQuestionnaire } from './delete-questionnaire.ts';
import { questionnaireFileRoutes } from './questionnaire-files.routes.ts';
import {
  questionnairesAccess,
  requireQuestionnaireAccess,
  seesEveryQuestionnaire,
} from './questionnaire-access.ts';
import { presentQuestionnaire } from './questionnaire.presenter.ts';
import { presentTemplate, questionnaireTemplates } from './questionnaire-templates.ts';
import { questionnairePanelRoutes } from './panel/panel.routes.ts';
import { sharingRoutes } from './sharing/sharing.routes.ts';
import { updateQuestionnaire } from './update-questionnaire.ts';

export const questionnairesRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'questionnaires:read');
  const write = requireActor(deps.auth, db, 'questionnaires:write');
  // A role on one questionnaire may exceed the organisation's (an auditor invited as editor):
  // routes on one questionnaire ask for reading here and for the collaboration permission in
  // their use case (questionnaire-access.ts).
  const onOne = read;
  const { collaboration, livePush } = deps;
  const tags = ['questionnaires'];
  const one = ok(questionnaireSchema);

  r.get(
    '/api/questionnaires',
    {
      preHandler: read,
      schema: {
        tags,
        querystring: listQuestionnairesQuerySchema,
        response: { 200: ok(page(questionnaireSchema)) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const result = await listQuestionnaires(db, actor.organizationId, req.query, {
        userId: actor.userId,
        seesPrivate: seesEveryQuestionnaire(actor),
      });
      const seen = await questionnairesAccess(db, actor, result.rows);
      return {
        success: true as const,
        data: {
          items: seen.map(({ row, access }) => presentQuestionnaire(row, access)),
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );

  r.get(
    '/api/questionnaires/templates',
    {
      preHandler: read,
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: ok(page(questionnaireTemplateSchema)) },
      },
    },
    async (req) => {
      const templates = pageOf(questionnaireTemplates(), req.query);
      return {
        success: true as const,
        data: { ...templates, items: templates.items.map(presentTemplate) },
      };
    },
  );

  r.get(
    '/api/questionnaires/:id',
    { preHandler: read, schema: { tags, params: idParamsSchema, response: { 200: one } } },
    async (req) => {
      const { questionnaire, access } = await requireQuestionnaireAccess(
        db,
        actorOf(req),
        req.params.id,
      );
      return { success: true as const, data: presentQuestionnaire(questionnaire, access) };
    },
  );

  r.post(
    '/api/questionnaires',
    {
      preHandler: write,
      schema: { tags, body: createQuestionnaireBodySchema, response: { 200: one } },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await createQuestionnaire({ actor, input: req.body, db });
      return { success: true as const, data: presentQuestionnaire(row, { role: 'owner' }) };
    },
  );

  r.patch(
    '/api/questionnaires/:id',
    {
      preHandler: onOne,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateQuestionnaireBodySchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const { id } = req.params;
      const done = await updateQuestionnaire({
        actor,
        id,
        patch: req.body,
        db,
        livePush,
        collaboration,
      });
      return {
        success: true as const,
        data: presentQuestionnaire(done.questionnaire, done.access),
      };
    },
  );

  r.post(
    '/api/questionnaires/:id/status',
    {
      preHandler: onOne,
      schema: {
        tags,
        params: idParamsSchema,
        body: questionnaireStatusBodySchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const { id } = req.params;
      const done = await changeQuestionnaireStatus({
        actor,
        id,
        input: req.body,
        db,
        livePush,
        collaboration,
      });
      return {
        success: true as const,
        data: presentQuestionnaire(done.questionnaire, done.access),
      };
    },
  );

  r.delete(
    '/api/questionnaires/:id',
    {
      preHandler: onOne,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: ok(z.object({ deleted: z.array(z.string()) })) },
      },
    },
    async (req) => {
      const deleted = await deleteQuestionnaire({
        actor: actorOf(req),
        id: req.params.id,
        db,
        livePush,
      });
      return { success: true as const, data: { deleted: [deleted] } };
    },
  );

  await questionnaireFileRoutes(app, deps);
  await sharingRoutes(app, deps);
  await questionnairePanelRoutes(app, deps);
};
