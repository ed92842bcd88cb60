import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createQuestionnaireCommentBodySchema,
  listQuerySchema,
  ok,
  page,
  questionnaireCommentSchema,
  questionnaireCommentThreadSchema,
  SHARE_GRANT_HEADER,
  shareTokenParamsSchema,
} from '@rampart/contracts';
import type { Deps } from '../../../deps.ts';
import { AppError, forbidden } from '../../../errors.ts';
import { addComment } from '../panel/add-comment.ts';
import { presentComment, presentThreads } from '../panel/comment.presenter.ts';
import { commentReader, loadCommentThreads } from '../panel/list-comments.ts';
import { panelDeps } from '../panel/panel-context.ts';
import { accessFromRole } from '../questionnaire-access.ts';
import { readSharedQuestionnaire } from './read-shared-questionnaire.ts';

const NO_ATTACHMENTS = 'Files are attached by members of the organisation, not through a link';

/**
 * Comments through a share link (public routes: route-table.ts lists them). Every holder with
 * the pass reads them; comment and edit links post, under the holder's name; a link's holder
 * attaches no files (evidence belongs to the organisation's members).
 */
export const sharedLinkCommentRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const tags = ['shared links'];
  const params = shareTokenParamsSchema;
  const holder = async (token: string, header: string | string[] | undefined) => {
    const shared = await readSharedQuestionnaire({
      db,
      config: deps.config,
      token,
      grant: Array.isArray(header) ? header[0] : header,
    });
    const access = accessFromRole(shared.verified.role, shared.questionnaire);
    return { ...shared, access, reader: commentReader(null, access) };
  };

  r.get(
    '/api/shared-links/:token/comments',
    {
      schema: {
        tags,
        params,
        querystring: listQuerySchema,
        response: { 200: ok(page(questionnaireCommentThreadSchema)) },
      },
    },
    async (req) => {
      const { questionnaire, reader } = await holder(
        req.params.token,
        req.headers[SHARE_GRANT_HEADER],
      );
      const { views, total, nextCursor } = await loadCommentThreads(
        db,
        questionnaire.organizationId,
        questionnaire.id,
        req.query,
      );
      return {
        success: true as const,
        data: { items: presentThreads(views, reader), total, nextCursor },
      };
    },
  );

  r.post(
    '/api/shared-links/:token/comments',
    {
      schema: {
        tags,
        params,
        body: createQuestionnaireCommentBodySchema,
        response: { 200: ok(questionnaireCommentSchema) },
      },
    },
    async (req) => {
      const { questionnaire, verified, access, reader } = await holder(
        req.params.token,
        req.headers[SHARE_GRANT_HEADER],
      );
      if (!access.abilities.comment)
        throw forbidden('This link lets its holder read, not comment.');
      if ((req.body.attachmentIds ?? []).length > 0) {
        throw new AppError('VALIDATION_ERROR', NO_ATTACHMENTS, [
          { field: 'attachmentIds', message: NO_ATTACHMENTS },
        ]);
      }
      const view = await addComment({
        deps: panelDeps(deps, req.log),
        questionnaire,
        author: { userId: verified.userId ?? null, name: verified.name },
        input: req.body,
      });
      return { success: true as const, data: presentComment(view, reader) };
    },
  );
};
