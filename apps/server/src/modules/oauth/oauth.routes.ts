import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  connectedAppIdParamsSchema,
  connectedAppSchema,
  listQuerySchema,
  oauthAuthorizationRequestSchema,
  oauthAuthorizationViewSchema,
  oauthDecisionBodySchema,
  oauthDecisionResultSchema,
  ok,
  page,
} from '@rampart/contracts';
import { principalOf, requireSession } from '../../auth/actor.ts';
import { makeLimiter, rateLimited, takePoint } from '../../auth/limiters.ts';
import type { Deps } from '../../deps.ts';
import { pageOf } from '../../platform/routes/pages.ts';
import { authorizationView } from './authorization-view.ts';
import { createClientMetadataReader } from './client-metadata.ts';
import { disconnectApp } from './disconnect-app.ts';
import { listConnectedApps } from './list-connected-apps.ts';
import { decideAuthorization } from './decide-authorization.ts';
import { exchangeToken } from './exchange-token.ts';
import {
  authorizationServerMetadata,
  protectedResourceMetadata,
  protectedResourceMetadataUrl,
} from './oauth-metadata.ts';
import { revokeOAuthToken } from './revoke-oauth-token.ts';
import { acceptFormBodies } from '../../platform/routes/form-bodies.ts';

/** Token and revocation requests an address may make per minute. */
const TOKEN_REQUESTS_PER_MINUTE = 60;

/**
 * OAuth 2.1 for assistants connecting to /api/mcp by URL (issue 23 point 2, decision 043):
 * discovery documents, the consent screen's two calls, the token and revocation endpoints, and
 * Account → Security's list of connected assistants.
 */
export const oauthRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { publicUrl } = deps.config;
  const tags = ['OAuth'];
  const signedIn = requireSession(deps.auth);
  const clients = createClientMetadataReader({
    allowPrivateHosts: deps.config.fetch.allowPrivateHosts,
    privateCa: deps.config.fetch.privateCa,
    timeoutMs: Math.min(deps.config.fetch.timeoutMs, 10_000),
    userAgent: `Rampart-OAuth/${deps.version}`,
  });
  const tokenLimiter = makeLimiter(
    deps.redis,
    'rampart:oauth-token',
    TOKEN_REQUESTS_PER_MINUTE,
    60,
  );
  const limitTokens = async (ip: string) => {
    const wait = await takePoint(tokenLimiter, ip);
    if (wait !== null)
      throw rateLimited(wait, (m) => `Too many token requests: try again in ${m} min.`);
  };

  // Discovery is public and the same for everyone; clients may keep it a while.
  const resourcePath = new URL(protectedResourceMetadataUrl(publicUrl)).pathname;
  for (const url of [resourcePath, '/.well-known/oauth-protected-resource']) {
    r.get(url, { schema: { hide: true } }, async (_req, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .send(protectedResourceMetadata(publicUrl)),
    );
  }
  r.get(
    '/.well-known/oauth-authorization-server',
    { schema: { hide: true } },
    async (_req, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .send(authorizationServerMetadata(publicUrl)),
  );

  r.get(
    '/api/oauth/authorization',
    {
      preHandler: signedIn,
      schema: {
        tags,
        querystring: oauthAuthorizationRequestSchema,
        response: { 200: ok(oauthAuthorizationViewSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await authorizationView({
        db,
        principal: principalOf(req),
        request: req.query,
        clients,
        publicUrl,
      }),
    }),
  );
  r.post(
    '/api/oauth/authorization',
    {
      preHandler: signedIn,
      schema: {
        tags,
        body: oauthDecisionBodySchema,
        response: { 200: ok(oauthDecisionResultSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await decideAuthorization({
        db,
        principal: principalOf(req),
        body: req.body,
        clients,
        publicUrl,
        requestId: String(req.id),
      }),
    }),
  );

  // The client's own calls: a form body (RFC 6749), the code, verifier or token its only proof.
  await app.register(async (scope) => {
    acceptFormBodies(scope, 16 * 1024);
    scope.post(
      '/api/oauth/token',
      { config: { crossSite: true }, schema: { tags } },
      async (req, reply) => {
        await limitTokens(req.ip);
        const answer = await exchangeToken({
          db,
          publicUrl,
          contentType: req.headers['content-type'],
          body: req.body,
        });
        return reply.code(answer.status).headers(answer.headers).send(answer.body);
      },
    );
    scope.post(
      '/api/oauth/revoke',
      { config: { crossSite: true }, schema: { tags } },
      async (req, reply) => {
        await limitTokens(req.ip);
        const outcome = await revokeOAuthToken({ db, body: req.body });
        if (outcome === 'missing') {
          return reply.code(400).header('cache-control', 'no-store').send({
            error: 'invalid_request',
            error_description: 'Missing parameter: `token`',
          });
        }
        return reply.code(200).header('cache-control', 'no-store').send({});
      },
    );
  });

  r.get(
    '/api/account/connected-apps',
    {
      preHandler: signedIn,
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: ok(page(connectedAppSchema)) },
      },
    },
    async (req) => ({
      success: true as const,
      data: pageOf(await listConnectedApps(db, principalOf(req)), req.query),
    }),
  );
  r.delete(
    '/api/account/connected-apps/:grantId',
    {
      preHandler: signedIn,
      schema: {
        tags,
        params: connectedAppIdParamsSchema,
        response: { 200: ok(z.object({ done: z.literal(true) })) },
      },
    },
    async (req) => {
      await disconnectApp({
        db,
        principal: principalOf(req),
        grantId: req.params.grantId,
        requestId: String(req.id),
      });
      return { success: true as const, data: { done: true as const } };
    },
  );
};
