import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AI_MESSAGES,
  conversationDetailSchema,
  conversationListSchema,
  conversationSchema,
  createConversationBodySchema,
  idParamsSchema,
  listConversationsQuerySchema,
  ok,
  renameConversationBodySchema,
  sendMessageBodySchema,
} from '@rampart/contracts';
import { listConversations } from '@rampart/db';
import { actorOf, requireActor } from '../../../auth/actor.ts';
import type { Deps } from '../../../deps.ts';
import { admitMessage } from './admit-message.ts';
import { conversationDetail } from './conversation-detail.ts';
import { presentConversation, presentMessage } from './conversation.presenter.ts';
import { createConversation } from './create-conversation.ts';
import { deleteConversation } from './delete-conversation.ts';
import { renameConversation } from './rename-conversation.ts';
import { openEventStream } from './sse.ts';

/**
 * ARIA chat (ai:use). A conversation is its owner's alone: another member of the same
 * organisation, like anyone outside it, gets 404.
 */
export const chatRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const preHandler = requireActor(deps.auth, db, 'ai:use');
  const tags = ['ai'];
  const one = ok(conversationSchema);

  r.get(
    '/api/ai/conversations',
    {
      preHandler,
      schema: {
        tags,
        querystring: listConversationsQuerySchema,
        response: { 200: ok(conversationListSchema) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const result = await listConversations(db, actor.organizationId, actor.userId, req.query);
      return {
        success: true as const,
        data: {
          items: result.rows.map(presentConversation),
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );

  r.post(
    '/api/ai/conversations',
    { preHandler, schema: { tags, body: createConversationBodySchema, response: { 200: one } } },
    async (req) => ({
      success: true as const,
      data: presentConversation(
        await createConversation({ actor: actorOf(req), input: req.body, db }),
      ),
    }),
  );

  r.get(
    '/api/ai/conversations/:id',
    {
      preHandler,
      schema: { tags, params: idParamsSchema, response: { 200: ok(conversationDetailSchema) } },
    },
    async (req) => {
      const { conversation, messages } = await conversationDetail(db, actorOf(req), req.params.id);
      return {
        success: true as const,
        data: {
          conversation: presentConversation(conversation),
          messages: messages.map(presentMessage),
        },
      };
    },
  );

  r.patch(
    '/api/ai/conversations/:id',
    {
      preHandler,
      schema: {
        tags,
        params: idParamsSchema,
        body: renameConversationBodySchema,
        response: { 200: one },
      },
    },
    async (req) => ({
      success: true as const,
      data: presentConversation(
        await renameConversation({ actor: actorOf(req), id: req.params.id, input: req.body, db }),
      ),
    }),
  );

  r.delete(
    '/api/ai/conversations/:id',
    {
      preHandler,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: ok(z.object({ deleted: z.array(z.string()) })) },
      },
    },
    async (req) => ({
      success: true as const,
      data: { deleted: [await deleteConversation({ actor: actorOf(req), id: req.params.id, db })] },
    }),
  );

  /**
   * The answer as Server-Sent Events (text/event-stream): start, delta…, then done or error.
   * Everything that can be refused (session, permission, CSRF, body, ownership, the offline
   * limit) is checked before the stream opens, and answered as JSON like any other route.
   */
  r.post(
    '/api/ai/conversations/:id/messages',
    {
      preHandler,
      schema: {
        tags,
        params: idParamsSchema,
        body: sendMessageBodySchema,
        produces: ['text/event-stream'],
      },
    },
    async (req, reply) => {
      // Refusals (404, 429) are thrown here, before the stream opens, and answered as JSON.
      const answer = await admitMessage({
        actor: actorOf(req),
        id: req.params.id,
        question: req.body.content,
        db,
        ai: deps.ai,
        log: req.log,
      });
      const stream = openEventStream(req, reply);
      try {
        for await (const event of answer(stream.signal)) stream.send(event);
      } catch (err) {
        req.log.error({ err }, 'chat stream failed');
        stream.send({
          type: 'error',
          data: {
            message: AI_MESSAGES.chatApology,
            code: 'INTERNAL_ERROR',
            messageId: null,
            title: null,
          },
        });
      } finally {
        stream.end();
      }
    },
  );
};
