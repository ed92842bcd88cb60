import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createQuestionnaireAssignmentBodySchema,
  idParamsSchema,
  listQuerySchema,
  myQuestionnaireAssignmentSchema,
  ok,
  page,
  questionnaireAssignmentParamsSchema,
  questionnaireAssignmentSchema,
  updateQuestionnaireAssignmentBodySchema,
} from '@rampart/contracts';
import { actorOf } from '../../../auth/actor.ts';
import { presentAssignment, presentMyAssignment } from './assignment.presenter.ts';
import { createAssignment } from './create-assignment.ts';
import { deleteAssignment } from './delete-assignment.ts';
import { listAssignments } from './list-assignments.ts';
import { myAssignments } from './my-assignments.ts';
import type { PanelRouteContext } from './panel.routes.ts';
import { updateAssignment } from './update-assignment.ts';

export const assignmentRoutes = (app: FastifyInstance, { deps, read, tags }: PanelRouteContext) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/questionnaires/:id/assignments';
  const one = ok(questionnaireAssignmentSchema);
  const params = questionnaireAssignmentParamsSchema;

  r.get(
    '/api/questionnaire-assignments/mine',
    {
      preHandler: read,
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: ok(page(myQuestionnaireAssignmentSchema)) },
      },
    },
    async (req) => {
      const mine = await myAssignments({ actor: actorOf(req), query: req.query, db: deps.db });
      return {
        success: true as const,
        data: { ...mine, items: mine.items.map(presentMyAssignment) },
      };
    },
  );

  r.get(
    base,
    {
      preHandler: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: listQuerySchema,
        response: { 200: ok(page(questionnaireAssignmentSchema)) },
      },
    },
    async (req) => {
      const { rows, total, nextCursor, structure, reader } = await listAssignments({
        actor: actorOf(req),
        id: req.params.id,
        query: req.query,
        deps,
      });
      return {
        success: true as const,
        data: {
          items: rows.map((row) => presentAssignment(row, structure, reader)),
          total,
          nextCursor,
        },
      };
    },
  );

  r.post(
    base,
    {
      preHandler: read,
      schema: {
        tags,
        params: idParamsSchema,
        body: createQuestionnaireAssignmentBodySchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const { row, structure, reader } = await createAssignment({
        actor: actorOf(req),
        id: req.params.id,
        input: req.body,
        deps,
      });
      return { success: true as const, data: presentAssignment(row, structure, reader) };
    },
  );

  r.patch(
    `${base}/:assignmentId`,
    {
      preHandler: read,
      schema: {
        tags,
        params,
        body: updateQuestionnaireAssignmentBodySchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const { row, structure, reader } = await updateAssignment({
        actor: actorOf(req),
        ...req.params,
        patch: req.body,
        deps,
      });
      return { success: true as const, data: presentAssignment(row, structure, reader) };
    },
  );

  r.delete(
    `${base}/:assignmentId`,
    {
      preHandler: read,
      schema: { tags, params, response: { 200: ok(z.object({ deleted: z.array(z.string()) })) } },
    },
    async (req) => ({
      success: true as const,
      data: { deleted: [await deleteAssignment({ actor: actorOf(req), ...req.params, deps })] },
    }),
  );
};
