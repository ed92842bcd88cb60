import type { FastifyInstance } from 'fastify';
import { createMcpHandler, preloadSchemas } from '@modelcontextprotocol/server';
import { actorOf, principalOf, requireTokenActor } from '../../auth/actor.ts';
import { bearerOf } from '../../auth/api-tokens.ts';
import type { Deps } from '../../deps.ts';
import { protectedResourceMetadataUrl } from '../oauth/oauth-metadata.ts';
import { mcpServerFactory, type McpSession } from './mcp-server.ts';
import { buildToolCatalogue, type ToolCatalogue } from './tool-catalogue.ts';

/** The request headers the MCP transport reads (and its own mcp-*); nothing else is handed over. */
const MCP_HEADERS = new Set(['accept', 'content-type', 'last-event-id']);

/**
 * The MCP endpoint (issue 23, decision 041): streamable HTTP, stateless, served from the official
 * SDK's handler. An API token authenticates it; each tool call then runs its REST route as that
 * token, so permissions, tenant filters, audit and rate limits are the route's.
 */
export const mcpRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const { db } = deps.database;
  const endpoint = `${deps.config.publicUrl}/api/mcp`;
  // RFC 9728 §5.1: the challenge names where a client finds how to get a token (OAuth, decision 043).
  const challenge = () =>
    `Bearer realm="rampart", resource_metadata="${protectedResourceMetadataUrl(deps.config.publicUrl)}"`;
  // Made once: when the server starts listening (every route is registered by then), so no call
  // waits for it; an app that never listens (tests through inject) makes it on its first call.
  let catalogue: ToolCatalogue | undefined;
  const tools = () => (catalogue ??= buildToolCatalogue(deps.routeTable));
  app.addHook('onListen', async () => {
    tools();
    // The SDK's protocol schemas, otherwise compiled on the first message.
    preloadSchemas();
  });
  const handler = createMcpHandler(mcpServerFactory(app, tools, deps.version), {
    onerror: (error) => app.log.debug({ err: error }, 'MCP request refused'),
  });
  app.addHook('onClose', () => handler.close());

  app.route({
    // GET answers 405 (no stream to resume: stateless); there is no session to DELETE.
    method: ['POST', 'GET'],
    url: '/api/mcp',
    preHandler: requireTokenActor(deps.auth, db, challenge),
    schema: { tags: ['mcp'], hide: true },
    handler: async (req, reply) => {
      // One message a request: a batch (2025-03 era) would run many tool calls for one point of
      // the token's rate limit, which counts requests as REST does.
      if (Array.isArray(req.body)) {
        return reply.code(400).send({
          jsonrpc: '2.0',
          id: null,
          error: { code: -32600, message: 'Batches are not accepted: send one message a request.' },
        });
      }
      const apiToken = req.apiToken!;
      const session: McpSession = {
        actor: actorOf(req),
        caller: {
          bearer: bearerOf(req)!,
          principal: principalOf(req),
          apiToken,
          ip: req.ip,
          // Until the client names itself (each request's envelope), the token's name says who.
          client: apiToken.name,
        },
      };
      // As pairs: the Request makes its own Headers of them (one copy, not two).
      const headers: [string, string][] = [];
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value !== 'string') continue;
        if (MCP_HEADERS.has(name) || name.startsWith('mcp-')) headers.push([name, value]);
      }
      const response = await handler.fetch(new Request(endpoint, { method: req.method, headers }), {
        authInfo: {
          token: apiToken.id,
          clientId: apiToken.id,
          scopes: apiToken.scopes,
          extra: { session },
        },
        ...(req.body !== undefined ? { parsedBody: req.body } : {}),
      });
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'content-length') reply.header(name, value);
      });
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });
};
