import type { FastifyInstance, InjectOptions } from 'fastify';
import type { McpTool } from '../modules/mcp/tool-catalogue.ts';
import { uniqueIp } from './factories.ts';

/**
 * The generated suites call the MCP tools as they call the routes (decision 041): a REST request
 * the suites built for a route becomes the arguments of its tool, and goes through /api/mcp.
 */

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The tool arguments standing for a REST request of the tool's route. */
export const argsOfRequest = (tool: McpTool, options: InjectOptions): Record<string, unknown> => {
  const [path = '', search = ''] = String(options.url).split('?');
  const args: Record<string, unknown> = {};
  const pattern = tool.route.url.split('/');
  path.split('/').forEach((segment, i) => {
    const name = pattern[i];
    if (name?.startsWith(':')) args[name.slice(1)] = decode(segment);
  });
  for (const [key, value] of new URLSearchParams(search)) {
    const had = args[key];
    args[key] = had === undefined ? value : [had, value].flat();
  }
  const payload = options.payload;
  if (payload !== undefined && typeof payload === 'object' && !Buffer.isBuffer(payload)) {
    if (tool.body === 'nested') args.body = payload;
    else Object.assign(args, payload);
  }
  return args;
};

export type McpAnswer = {
  status: number;
  /** The tool's result, when the call reached it. */
  result?: {
    isError?: boolean;
    content?: { type: string; text?: string }[];
    structuredContent?: unknown;
  };
  /** A JSON-RPC error, when the protocol refused the call. */
  error?: { code: number; message: string };
  body: string;
};

/** One JSON-RPC message to /api/mcp with a bearer token, as a 2025-era stateless client sends. */
export const mcpRequest = async (
  app: FastifyInstance,
  token: string,
  message: unknown,
): Promise<McpAnswer> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/mcp',
    remoteAddress: uniqueIp(),
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json, text/event-stream',
      'content-type': 'application/json',
    },
    payload: typeof message === 'string' ? message : JSON.stringify(message),
  });
  let parsed: { result?: McpAnswer['result']; error?: McpAnswer['error'] } = {};
  // A 2025-era answer may come as one server-sent event: its data line is the message.
  const data = res.body.split('\n').findLast((line) => line.startsWith('data: '));
  try {
    parsed = JSON.parse(data ? data.slice('data: '.length) : res.body);
  } catch {
    // Not JSON: the status says what happened.
  }
  return { status: res.statusCode, result: parsed.result, error: parsed.error, body: res.body };
};

export const callToolOver = (
  app: FastifyInstance,
  token: string,
  name: string,
  args: Record<string, unknown>,
) =>
  mcpRequest(app, token, {
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name, arguments: args },
  });

/** The text of a tool result ("Refused (404): Risk not found"). */
export const resultText = (answer: McpAnswer) =>
  (answer.result?.content ?? []).map((c) => c.text ?? '').join('');
