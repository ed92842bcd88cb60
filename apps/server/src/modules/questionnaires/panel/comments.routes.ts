import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createQuestionnaireCommentBodySchema,
  idParamsSchema,
  listQuestionnaireCommentsQuerySchema,
  ok,
  page,
  questionnaireCommentParamsSchema,
  questionnaireCommentSchema,
  questionnaireCommentThreadSchema,
  reactToQuestionnaireCommentBodySchema,
  resolveQuestionnaireCommentBodySchema,
  updateQuestionnaireCommentBodySchema,
} from '@rampart/contracts';
import { actorOf } from '../../../auth/actor.ts';
import { presentComment, presentThreads } from './comment.presenter.ts';
import { deleteComment } from './delete-comment.ts';
import { editComment } from './edit-comment.ts';
import { listComments } from './list-comments.ts';
import type { PanelRouteContext } from './panel.routes.ts';
import { postComment } from './post-comment.ts';
import { reactToComment } from './react-to-comment.ts';
import { resolveComment } from './resolve-comment.ts';

export const commentRoutes = (app: FastifyInstance, { deps, read, tags }: PanelRouteContext) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const one = ok(questionnaireCommentSchema);
  const params = questionnaireCommentParamsSchema;
  const base = '/api/questionnaires/:id/comments';

  r.get(
    base,
    {
      preHandler: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: listQuestionnaireCommentsQuerySchema,
        response: { 200: ok(page(questionnaireCommentThreadSchema)) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const { views, total, nextCursor, reader } = await listComments({
        actor,
        id: req.params.id,
        query: req.query,
        db: deps.db,
      });
      return {
        success: true as const,
        data: { items: presentThreads(views, reader), total, nextCursor },
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
        body: createQuestionnaireCommentBodySchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const { view, reader } = await postComment({
        actor,
        id: req.params.id,
        input: req.body,
        deps,
      });
      return { success: true as const, data: presentComment(view, reader) };
    },
  );

  r.patch(
    `${base}/:commentId`,
    {
      preHandler: read,
      schema: { tags, params, body: updateQuestionnaireCommentBodySchema, response: { 200: one } },
    },
    async (req) => {
      const actor = actorOf(req);
      const { view, reader } = await editComment({
        actor,
        ...req.params,
        content: req.body.content,
        deps,
      });
      return { success: true as const, data: presentComment(view, reader) };
    },
  );

  r.delete(
    `${base}/:commentId`,
    {
      preHandler: read,
      schema: { tags, params, response: { 200: ok(z.object({ deleted: z.array(z.string()) })) } },
    },
    async (req) => ({
      success: true as const,
      data: { deleted: await deleteComment({ actor: actorOf(req), ...req.params, deps }) },
    }),
  );

  r.post(
    `${base}/:commentId/resolve`,
    {
      preHandler: read,
      schema: { tags, params, body: resolveQuestionnaireCommentBodySchema, response: { 200: one } },
    },
    async (req) => {
      const actor = actorOf(req);
      const { view, reader } = await resolveComment({
        actor,
        ...req.params,
        resolved: req.body.resolved,
        deps,
      });
      return { success: true as const, data: presentComment(view, reader) };
    },
  );

  r.post(
    `${base}/:commentId/reactions`,
    {
      preHandler: read,
      schema: { tags, params, body: reactToQuestionnaireCommentBodySchema, response: { 200: one } },
    },
    async (req) => {
      const actor = actorOf(req);
      const { view, reader } = await reactToComment({
        actor,
        ...req.params,
        type: req.body.type,
        deps,
      });
      return { success: true as const, data: presentComment(view, reader) };
    },
  );
};
