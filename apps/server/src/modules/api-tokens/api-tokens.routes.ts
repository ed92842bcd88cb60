import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiTokenIdParamsSchema,
  apiTokenListSchema,
  createApiTokenBodySchema,
  createdApiTokenSchema,
  listQuerySchema,
  ok,
} from '@rampart/contracts';
import { actorOf, requireSignedInActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { createApiToken } from './create-api-token.ts';
import { listApiTokensOf } from './list-api-tokens.ts';
import { revokeApiTokenOf } from './revoke-api-token.ts';

/**
 * API tokens: a person's own (Account → API tokens) and the organisation's (Organization
 * settings → API tokens, service tokens included). Managed signed in only, never with a token.
 */
export const apiTokensRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const tags = ['API tokens'];
  const member = requireSignedInActor(deps.auth, db);
  const manager = requireSignedInActor(deps.auth, db, 'organization:manage');
  const done = ok(z.object({ done: z.literal(true) }));

  for (const [base, which, preHandler] of [
    ['/api/account/api-tokens', 'mine', member],
    ['/api/organizations/current/api-tokens', 'organization', manager],
  ] as const) {
    r.get(
      base,
      {
        preHandler,
        schema: { tags, querystring: listQuerySchema, response: { 200: ok(apiTokenListSchema) } },
      },
      async (req) => ({
        success: true as const,
        data: await listApiTokensOf(db, actorOf(req), which, req.query),
      }),
    );
    r.post(
      base,
      {
        preHandler,
        schema: {
          tags,
          body: createApiTokenBodySchema,
          response: { 200: ok(createdApiTokenSchema) },
        },
      },
      async (req) => ({
        success: true as const,
        data: await createApiToken({
          actor: actorOf(req),
          kind: which === 'mine' ? 'personal' : 'service',
          input: req.body,
          db,
        }),
      }),
    );
    r.delete(
      `${base}/:tokenId`,
      { preHandler, schema: { tags, params: apiTokenIdParamsSchema, response: { 200: done } } },
      async (req) => {
        await revokeApiTokenOf({ actor: actorOf(req), tokenId: req.params.tokenId, which, db });
        return { success: true as const, data: { done: true as const } };
      },
    );
  }
};
