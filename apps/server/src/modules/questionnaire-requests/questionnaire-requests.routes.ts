import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  listQuestionnaireRequestsQuerySchema,
  ok,
  questionnaireRequestListSchema,
  questionnaireRequestSchema,
  raisedFindingSchema,
  raiseItemFindingBodySchema,
  requestIdParamsSchema,
  requestItemParamsSchema,
  requestReviewSchema,
  reviewItemBodySchema,
  sendQuestionnaireRequestBodySchema,
  sentQuestionnaireRequestSchema,
  updateQuestionnaireRequestBodySchema,
} from '@rampart/contracts';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { acceptResponse } from './accept-response.ts';
import { getRequestReview } from './get-request-review.ts';
import {
  listRequestsOfQuestionnaire,
  listRequestsOfVendor,
} from './list-questionnaire-requests.ts';
import { raiseItemFinding } from './raise-item-finding.ts';
import { respondRoutes } from './respond.routes.ts';
import { reviewRequestItem } from './review-request-item.ts';
import { revokeQuestionnaireRequest } from './revoke-questionnaire-request.ts';
import { sendQuestionnaireRequest } from './send-questionnaire-request.ts';
import { updateQuestionnaireRequest } from './update-questionnaire-request.ts';

/**
 * Questionnaires sent to recipients, for the team (issue 12 point 5); the recipients' own
 * routes, without a session, are in respond.routes.ts. The questionnaire's role decides the
 * rest: view to read, share to send and manage links, edit to review, comment to note.
 */
export const questionnaireRequestsRoutes = async (
  app: FastifyInstance,
  deps: Deps,
): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { livePush } = deps;
  const read = requireActor(deps.auth, db, 'questionnaires:read');
  const write = requireActor(deps.auth, db, 'questionnaires:write');
  const vendorRead = requireActor(deps.auth, db, 'vendors:read');
  const tags = ['questionnaire requests'];
  const base = '/api/questionnaire-requests/:requestId';

  r.post(
    '/api/questionnaires/:id/requests',
    {
      preHandler: write,
      schema: {
        tags,
        params: idParamsSchema,
        body: sendQuestionnaireRequestBodySchema,
        response: { 200: ok(sentQuestionnaireRequestSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await sendQuestionnaireRequest({
        actor: actorOf(req),
        questionnaireId: req.params.id,
        input: req.body,
        db,
        mailer: deps.mailer,
        publicUrl: deps.config.publicUrl,
        livePush,
        log: req.log,
      }),
    }),
  );

  r.get(
    '/api/questionnaires/:id/requests',
    {
      preHandler: read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: listQuestionnaireRequestsQuerySchema,
        response: { 200: ok(questionnaireRequestListSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listRequestsOfQuestionnaire({
        db,
        actor: actorOf(req),
        questionnaireId: req.params.id,
        page: req.query,
      }),
    }),
  );

  r.get(
    '/api/vendors/:id/questionnaire-requests',
    {
      preHandler: vendorRead,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: listQuestionnaireRequestsQuerySchema,
        response: { 200: ok(questionnaireRequestListSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listRequestsOfVendor({
        db,
        actor: actorOf(req),
        vendorId: req.params.id,
        page: req.query,
      }),
    }),
  );

  r.get(
    base,
    {
      preHandler: read,
      schema: { tags, params: requestIdParamsSchema, response: { 200: ok(requestReviewSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await getRequestReview({ db, actor: actorOf(req), requestId: req.params.requestId }),
    }),
  );

  r.patch(
    base,
    {
      preHandler: write,
      schema: {
        tags,
        params: requestIdParamsSchema,
        body: updateQuestionnaireRequestBodySchema,
        response: { 200: ok(questionnaireRequestSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await updateQuestionnaireRequest({
        actor: actorOf(req),
        requestId: req.params.requestId,
        input: req.body,
        db,
        livePush,
      }),
    }),
  );

  r.post(
    `${base}/revoke`,
    {
      preHandler: write,
      schema: {
        tags,
        params: requestIdParamsSchema,
        response: { 200: ok(questionnaireRequestSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await revokeQuestionnaireRequest({
        actor: actorOf(req),
        requestId: req.params.requestId,
        db,
        livePush,
      }),
    }),
  );

  r.post(
    `${base}/items/:questionId`,
    {
      preHandler: write,
      schema: {
        tags,
        params: requestItemParamsSchema,
        body: reviewItemBodySchema,
        response: { 200: ok(requestReviewSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await reviewRequestItem({
        db,
        actor: actorOf(req),
        requestId: req.params.requestId,
        questionId: req.params.questionId,
        input: req.body,
        livePush,
      }),
    }),
  );

  r.post(
    `${base}/items/:questionId/finding`,
    {
      preHandler: write,
      schema: {
        tags,
        params: requestItemParamsSchema,
        body: raiseItemFindingBodySchema,
        response: { 200: ok(raisedFindingSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await raiseItemFinding({
        db,
        actor: actorOf(req),
        requestId: req.params.requestId,
        questionId: req.params.questionId,
        input: req.body,
        livePush,
      }),
    }),
  );

  r.post(
    `${base}/accept`,
    {
      preHandler: write,
      schema: { tags, params: requestIdParamsSchema, response: { 200: ok(requestReviewSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await acceptResponse({
        db,
        actor: actorOf(req),
        requestId: req.params.requestId,
        livePush,
      }),
    }),
  );

  await respondRoutes(app, deps);
};
