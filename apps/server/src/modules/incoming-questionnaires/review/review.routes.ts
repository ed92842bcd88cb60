import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerCommentBodySchema,
  answerCommentSchema,
  GAP_KINDS,
  incomingQuestionParamsSchema,
  incomingQuestionWithAnswerSchema,
  libraryEntryParamsSchema,
  libraryListQuerySchema,
  libraryListSchema,
  listQuerySchema,
  ok,
  page,
  raiseGapBodySchema,
  reviewAnswerBodySchema,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../../auth/actor.ts';
import type { Deps } from '../../../deps.ts';
import { removeLibraryEntry } from '../library/delete-library-entry.ts';
import { listLibrary } from '../library/list-library.ts';
import { commentOnAnswer, listCommentsOfAnswer } from './answer-comments.ts';
import { raiseGap } from './raise-gap.ts';
import { reviewAnswer } from './review-answer.ts';

/**
 * The review of customers' questionnaires (issue 22 points 4 and 5): each answer decided,
 * assigned and discussed, its gap tracked; the answer library read and pruned.
 */
export const answerReviewRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const { db } = deps.database;
  const read = requireActor(deps.auth, db, 'questionnaires:read');
  const write = requireActor(deps.auth, db, 'questionnaires:write');
  const tags = ['incoming questionnaires'];
  const base = '/api/questionnaires/incoming';
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Review (issue 22 point 5): one answer at a time.
  const question = `${base}/:id/questions/:questionId`;

  r.patch(
    question,
    {
      preHandler: write,
      schema: {
        tags,
        params: incomingQuestionParamsSchema,
        body: reviewAnswerBodySchema,
        response: { 200: ok(incomingQuestionWithAnswerSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await reviewAnswer({
        actor: actorOf(req),
        ...req.params,
        input: req.body,
        db,
        livePush: deps.livePush,
      }),
    }),
  );

  r.get(
    `${question}/comments`,
    {
      preHandler: read,
      schema: {
        tags,
        params: incomingQuestionParamsSchema,
        querystring: listQuerySchema,
        response: { 200: ok(page(answerCommentSchema)) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listCommentsOfAnswer({
        actor: actorOf(req),
        ...req.params,
        query: req.query,
        db,
      }),
    }),
  );

  r.post(
    `${question}/comments`,
    {
      preHandler: write,
      schema: {
        tags,
        params: incomingQuestionParamsSchema,
        body: answerCommentBodySchema,
        response: { 200: ok(answerCommentSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await commentOnAnswer({
        actor: actorOf(req),
        ...req.params,
        input: req.body,
        db,
        livePush: deps.livePush,
      }),
    }),
  );

  r.post(
    `${question}/gap`,
    {
      preHandler: write,
      schema: {
        tags,
        params: incomingQuestionParamsSchema,
        body: raiseGapBodySchema,
        response: { 200: ok(z.object({ kind: z.enum(GAP_KINDS), id: z.string() })) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await raiseGap({
        actor: actorOf(req),
        ...req.params,
        kind: req.body.kind,
        db,
        livePush: deps.livePush,
      }),
    }),
  );

  // The answer library (issue 22 point 4).
  const library = '/api/questionnaires/answer-library';

  r.get(
    library,
    {
      preHandler: read,
      schema: {
        tags,
        querystring: libraryListQuerySchema,
        response: { 200: ok(libraryListSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listLibrary({ actor: actorOf(req), query: req.query, db }),
    }),
  );

  r.delete(
    `${library}/:id`,
    {
      preHandler: write,
      schema: {
        tags,
        params: libraryEntryParamsSchema,
        response: { 200: ok(z.object({ done: z.literal(true) })) },
      },
    },
    async (req) => {
      await removeLibraryEntry({ actor: actorOf(req), id: req.params.id, db });
      return { success: true as const, data: { done: true as const } };
    },
  );
};
