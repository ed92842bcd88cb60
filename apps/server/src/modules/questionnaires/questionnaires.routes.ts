import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createQuestionnaireBodySchema,
  idParamsSchema,
  listQuestionnairesQuerySchema,
  ok,
  page,
  questionnaireSchema,
  questionnaireStatusBodySchema,
  questionnaireTemplateSchema,
  updateQuestionnaireBodySchema,
} from '@rampart/contracts';
import { findQuestionnaire, listQuestionnaires } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { changeQuestionnaireStatus } from './change-questionnaire-status.ts';
import { createQuestionnaire } from './create-questionnaire.ts';
import { deleteQuestionnaire } from './delete-questionnaire.ts';
import { questionnaireFileRoutes } from './questionnaire-files.routes.ts';
import { presentQuestionnaire } from './questionnaire.presenter.ts';
import { presentTemplate, questionnaireTemplates } from './questionnaire-templates.ts';
import { updateQuestionnaire } from './update-questionnaire.ts';

export const questionnairesRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'questionnaires:read');
  const write = requireActor(deps.auth, db, 'questionnaires:write');
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
      const result = await listQuestionnaires(db, actor.organizationId, req.query);
      return {
        success: true as const,
        data: {
          items: result.rows.map((row) => presentQuestionnaire(row, actor)),
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
      schema: { tags, response: { 200: ok(z.array(questionnaireTemplateSchema)) } },
    },
    async () => ({ success: true as const, data: questionnaireTemplates().map(presentTemplate) }),
  );

  r.get(
    '/api/questionnaires/:id',
    { preHandler: read, schema: { tags, params: idParamsSchema, response: { 200: one } } },
    async (req) => {
      const actor = actorOf(req);
      const row = await findQuestionnaire(db, actor.organizationId, req.params.id);
      if (!row) throw notFound('Questionnaire');
      return { success: true as const, data: presentQuestionnaire(row, actor) };
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
      return { success: true as const, data: presentQuestionnaire(row, actor) };
    },
  );

  r.patch(
    '/api/questionnaires/:id',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateQuestionnaireBodySchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await updateQuestionnaire({ actor, id: req.params.id, patch: req.body, db });
      return { success: true as const, data: presentQuestionnaire(row, actor) };
    },
  );

  r.post(
    '/api/questionnaires/:id/status',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: questionnaireStatusBodySchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await changeQuestionnaireStatus({
        actor,
        id: req.params.id,
        input: req.body,
        db,
      });
      return { success: true as const, data: presentQuestionnaire(row, actor) };
    },
  );

  r.delete(
    '/api/questionnaires/:id',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: ok(z.object({ deleted: z.array(z.string()) })) },
      },
    },
    async (req) => ({
      success: true as const,
      data: {
        deleted: [await deleteQuestionnaire({ actor: actorOf(req), id: req.params.id, db })],
      },
    }),
  );

  await questionnaireFileRoutes(app, deps);
};
