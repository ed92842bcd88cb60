import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { guardOf, type Guard } from '../../auth/actor.ts';

/**
 * One route of the built app as the generated security suites (decision 011) and the MCP tool
 * catalogue (decision 041) see it: its schemas, its guard and what it takes and answers.
 */
export type RouteEntry = {
  method: string;
  url: string;
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  /** The schema of a 200 answer, when the route declares one. */
  response?: ZodType;
  /** requireSession, requireActor or requireTokenActor among its preHandlers; null when public. */
  guard: Guard | null;
  /** Declared request content types (multipart uploads), else JSON. */
  consumes: string[];
  /** Declared response types (Server-Sent Events). */
  produces: string[];
  /** What the route says about itself to the MCP catalogue (`config.mcp`). */
  mcp: RouteMcpConfig;
};

/** Set on a route as `config: { mcp: { ... } }`. */
export type RouteMcpConfig = {
  /** The route reaches outside Rampart (reads a vendor's site): the tool's openWorldHint. */
  openWorld?: true;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    mcp?: RouteMcpConfig;
  }
}

const asZod = (value: unknown): ZodType | undefined =>
  value && typeof value === 'object' && '_zod' in value ? (value as ZodType) : undefined;

/** The entries of one route as Fastify registers it: one per method. */
export const routeEntries = (route: RouteOptions): RouteEntry[] => {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const preHandlers = [route.preHandler ?? []].flat();
  const guard = preHandlers.map(guardOf).find((g) => g !== undefined) ?? null;
  const responses = (schema.response ?? {}) as Record<string, unknown>;
  return [route.method].flat().map((method) => ({
    method,
    url: route.url,
    params: asZod(schema.params),
    querystring: asZod(schema.querystring),
    body: asZod(schema.body),
    response: asZod(responses[200] ?? responses['2xx']),
    guard,
    consumes: (schema.consumes as string[] | undefined) ?? [],
    produces: (schema.produces as string[] | undefined) ?? [],
    mcp: route.config?.mcp ?? {},
  }));
};
