import { z, type ZodType } from 'zod';
import type { Tool } from '@modelcontextprotocol/server';
import type { Permission } from '@rampart/contracts';
import type { RouteEntry } from '../../platform/routes/route-entries.ts';
import { MAX_TOOL_NAME, toolDescription, toolName } from './tool-names.ts';

/** A JSON Schema object, as MCP lists a tool's input and output. */
export type JsonSchemaObject = { type: 'object'; [key: string]: unknown };

/**
 * One MCP tool: a REST route an API token may call, with the schemas made from the route's own
 * (decision 041). Calling it runs the route, so its checks, use case and audit are the route's.
 */
export type McpTool = {
  name: string;
  title: string;
  description: string;
  route: RouteEntry;
  /** The permissions the route's guard accepts (any one of them). */
  anyOf: readonly Permission[];
  inputSchema: JsonSchemaObject;
  outputSchema?: JsonSchemaObject;
  /** How the answer's data becomes the tool's structured result: as is, or under one key. */
  wrap: null | 'items' | 'data';
  /** Which arguments go where in the REST request. */
  paramKeys: string[];
  queryKeys: string[];
  /** 'flat': the body's fields are arguments; 'nested': the body is the `body` argument. */
  body: 'none' | 'flat' | 'nested';
  annotations: {
    readOnlyHint: boolean;
    destructiveHint: boolean;
    idempotentHint: boolean;
    openWorldHint: boolean;
  };
  /** The tool as `tools/list` gives it, made once with the catalogue (the SDK copies, never edits). */
  listing: Tool;
};

/**
 * The routes an API token may call that have no tool, and why; anything else a token may call
 * is a tool, and mcp-catalogue.test.ts fails on a route with neither.
 */
export const withoutTool = (route: RouteEntry): string | null => {
  if (route.consumes.some((type) => type.startsWith('multipart/'))) {
    return 'Takes a file upload (multipart form); a tool call carries JSON only. Upload through REST, then work with the record through its tools.';
  }
  if (route.consumes.length > 0 && !route.consumes.includes('application/json')) {
    return 'Takes a file (CSV or XLSX) as its request body; a tool call carries JSON only. The bulk_create tools take the same rows as JSON.';
  }
  if (route.produces.includes('text/event-stream')) {
    return 'Answers as a stream of server-sent events, which a tool result cannot carry; the same work has a tool that answers once.';
  }
  return null;
};

/** Routes a token may call: guarded by a permission, not limited to people signed in. */
export const tokenRoute = (route: RouteEntry): boolean =>
  route.method !== 'HEAD' &&
  route.guard?.kind === 'actor' &&
  route.guard.anyOf.length > 0 &&
  !route.guard.signedIn;

type Json = Record<string, unknown>;

const toJson = (schema: ZodType, io: 'input' | 'output'): Json =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;

const objectParts = (json: Json) => ({
  properties: (json.properties ?? {}) as Json,
  required: (json.required ?? []) as string[],
  defs: (json.$defs ?? {}) as Json,
});

const isPlainObject = (json: Json) =>
  json.type === 'object' && !('anyOf' in json) && !('oneOf' in json) && !('allOf' in json);

const inputOf = (route: RouteEntry) => {
  const properties: Json = {};
  const required: string[] = [];
  let defs: Json = {};
  const take = (schema: ZodType | undefined): string[] => {
    if (!schema) return [];
    const part = objectParts(toJson(schema, 'input'));
    Object.assign(properties, part.properties);
    required.push(...part.required);
    defs = { ...defs, ...part.defs };
    return Object.keys(part.properties);
  };
  const paramKeys = take(route.params);
  const queryKeys = take(route.querystring);
  let body: McpTool['body'] = 'none';
  if (route.body) {
    const json = toJson(route.body, 'input');
    const part = objectParts(json);
    const clash = Object.keys(part.properties).some((k) => k in properties || k === 'body');
    if (
      isPlainObject(json) &&
      !clash &&
      json.additionalProperties !== true &&
      typeof json.additionalProperties !== 'object'
    ) {
      body = 'flat';
      Object.assign(properties, part.properties);
      required.push(...part.required);
      defs = { ...defs, ...part.defs };
    } else {
      body = 'nested';
      const { $schema: _, $defs, ...rest } = json;
      defs = { ...defs, ...(($defs ?? {}) as Json) };
      properties.body = rest;
      required.push('body');
    }
  }
  const inputSchema: JsonSchemaObject = {
    type: 'object',
    properties,
    ...(required.length ? { required: [...new Set(required)] } : {}),
    ...(Object.keys(defs).length ? { $defs: defs } : {}),
  };
  return { inputSchema, paramKeys, queryKeys, body };
};

const outputOf = (route: RouteEntry): Pick<McpTool, 'outputSchema' | 'wrap'> => {
  const data = (route.response as { shape?: { data?: ZodType } } | undefined)?.shape?.data;
  if (!data) return { wrap: null };
  const { $schema: _, ...json } = toJson(data, 'output');
  if (isPlainObject(json)) return { outputSchema: json as JsonSchemaObject, wrap: null };
  const { $defs, ...inner } = json;
  const wrap = json.type === 'array' ? 'items' : 'data';
  return {
    wrap,
    outputSchema: {
      type: 'object',
      properties: { [wrap]: inner },
      required: [wrap],
      ...($defs ? { $defs } : {}),
    },
  };
};

/** POST actions that only add or look (a test event, a preview, a reading of a site). */
const ADDITIVE_ACTIONS = /_(create|preview|test|extract|extractions|health_check|comments_create)$/;

const annotationsOf = (route: RouteEntry, name: string): McpTool['annotations'] => {
  const readOnly = route.method === 'GET';
  return {
    readOnlyHint: readOnly,
    // An update overwrites what was there, an action (approve, sign off, rotate, adopt) cannot be
    // taken back; creating adds. MCP's default for a write is "destructive" too.
    destructiveHint: !readOnly && (route.method !== 'POST' || !ADDITIVE_ACTIONS.test(name)),
    idempotentHint: ['GET', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
    openWorldHint: route.mcp.openWorld === true,
  };
};

const titleOf = (description: string) => description.slice(0, description.indexOf('.'));

const listingOf = (tool: Omit<McpTool, 'listing'>): Tool => ({
  name: tool.name,
  title: tool.title,
  description: tool.description,
  inputSchema: tool.inputSchema,
  ...(tool.outputSchema ? { outputSchema: tool.outputSchema } : {}),
  annotations: { title: tool.title, ...tool.annotations },
});

export type ToolCatalogue = {
  tools: McpTool[];
  byName: Map<string, McpTool>;
  /** Routes a token may call that have no tool, with the reason. */
  without: { route: RouteEntry; reason: string }[];
};

/**
 * Every tool, from the app's route table: names, JSON schemas and listings made once (the route
 * table is fixed once the app is ready), never per request.
 */
export const buildToolCatalogue = (routes: readonly RouteEntry[]): ToolCatalogue => {
  const siblings = new Set(routes.map((r) => `${r.method} ${r.url}`));
  const tools: McpTool[] = [];
  const without: ToolCatalogue['without'] = [];
  for (const route of routes.filter(tokenRoute)) {
    const reason = withoutTool(route);
    if (reason) {
      without.push({ route, reason });
      continue;
    }
    const anyOf = route.guard?.kind === 'actor' ? route.guard.anyOf : [];
    const name = toolName(route, siblings);
    const description = toolDescription(route, siblings, anyOf);
    const tool = {
      name,
      title: titleOf(description),
      description,
      route,
      anyOf,
      ...inputOf(route),
      ...outputOf(route),
      annotations: annotationsOf(route, name),
    };
    tools.push({ ...tool, listing: listingOf(tool) });
  }
  return { tools, byName: new Map(tools.map((t) => [t.name, t])), without };
};

export { MAX_TOOL_NAME };
