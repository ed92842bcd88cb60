import type { FastifyInstance } from 'fastify';
import type { CallToolResult } from '@modelcontextprotocol/server';
import { withAuditChannel } from '@rampart/db';
import { withInternalCall, type InternalCall } from '../../auth/internal-call.ts';
import type { McpTool } from './tool-catalogue.ts';

/** A tool's JSON answer is at most this long; a longer one asks for a smaller page. */
export const MAX_RESULT_CHARS = 256 * 1024;
/** A file a tool answers with (an export) is at most this large. */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

/** Who calls: the outer MCP request's authentication, address and the client's name. */
export type ToolCaller = InternalCall & { ip: string; client: string };

type Args = Record<string, unknown>;

const refusal = (text: string): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text }],
});

const isRecord = (value: unknown): value is Args =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const queryValue = (value: unknown): string =>
  typeof value === 'string' ? value : isRecord(value) ? JSON.stringify(value) : String(value);

/** The REST request a tool call stands for, or the refusal of arguments that name no request. */
export const restRequest = (tool: McpTool, args: Args) => {
  let url = tool.route.url;
  for (const key of tool.paramKeys) {
    const value = args[key];
    if (value === undefined || value === null || value === '') {
      return { refused: `${key} is required: it names the record.` };
    }
    // A dot segment would be resolved away and reach another route: never the tool's own.
    if (value === '.' || value === '..') return { refused: `${key} is not a record id.` };
    url = url.replace(`:${key}`, encodeURIComponent(queryValue(value)));
  }
  const query = new URLSearchParams();
  for (const key of tool.queryKeys) {
    const value = args[key];
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, queryValue(item));
  }
  const taken = new Set([...tool.paramKeys, ...tool.queryKeys]);
  const rest = Object.keys(args).filter((k) => !taken.has(k));
  let payload: unknown;
  if (tool.body === 'flat') {
    // An object even when empty: the route names the fields it needs.
    payload = Object.fromEntries(rest.map((k) => [k, args[k]]));
  } else if (tool.body === 'nested') {
    payload = args.body;
    const stray = rest.filter((k) => k !== 'body');
    if (stray.length) return { refused: `Unknown arguments: ${stray.join(', ')}.` };
  } else if (rest.length > 0) {
    return { refused: `Unknown arguments: ${rest.join(', ')}.` };
  }
  const search = query.toString();
  return { url: search ? `${url}?${search}` : url, payload };
};

type ErrorBody = { error?: { message?: string; details?: { field?: string; message?: string }[] } };

/** The route's refusal in words: its status, message and each field it names. */
const errorResult = (status: number, body: ErrorBody | null, raw: string): CallToolResult => {
  const message = body?.error?.message ?? (raw.slice(0, 500) || 'The request failed.');
  const details = body?.error?.details;
  const fields = (Array.isArray(details) ? details : [])
    .map((d) => `${d.field ? `${d.field}: ` : ''}${d.message ?? ''}`)
    .filter((line) => line && !message.includes(line))
    .map((line) => `- ${line}`);
  return refusal([`Refused (${status}): ${message}`, ...fields].join('\n'));
};

const fileName = (disposition: string | undefined) =>
  /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? 'file';

/** How a route's answer begins as its serialiser writes it: `{ success, data }`, in that order. */
const ANSWER_HEAD = '{"success":true,"data":';

/**
 * The JSON text of the answer's `data`, cut from the answer itself when it is exactly
 * `{"success":true,"data":…}` as the route's serialiser (JSON.stringify) wrote it: the same text
 * JSON.stringify would make again of what JSON.parse read, without serialising a long page twice.
 * Null when the answer has any other form.
 */
const dataTextOf = (raw: string, body: Record<string, unknown>): string | null =>
  raw.startsWith(ANSWER_HEAD) && raw.endsWith('}') && Object.keys(body).length === 2
    ? raw.slice(ANSWER_HEAD.length, -1)
    : null;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** One REST request as the caller, its audit events marked as made through MCP by the client. */
export const injectAs = (
  app: FastifyInstance,
  caller: ToolCaller,
  method: string,
  url: string,
  payload?: unknown,
) =>
  withInternalCall(caller, () =>
    // Awaited inside: inject's answer is lazy, and the request starts where it is awaited.
    withAuditChannel({ via: 'mcp', client: caller.client }, async () => {
      return await app.inject({
        method: method as 'GET',
        url,
        remoteAddress: caller.ip,
        headers: {
          authorization: `Bearer ${caller.bearer}`,
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
      });
    }),
  );

/**
 * Calls a tool: its REST route through `inject`, as the caller (their token's permissions, their
 * organisation, the route's checks and use case), with every audit event it records marked as
 * done through MCP by the client.
 */
export const runTool = async (
  app: FastifyInstance,
  tool: McpTool,
  args: unknown,
  caller: ToolCaller,
): Promise<CallToolResult> => {
  if (args !== undefined && !isRecord(args)) return refusal('Arguments must be an object.');
  const request = restRequest(tool, args ?? {});
  if ('refused' in request) return refusal(request.refused ?? 'Invalid arguments.');
  const res = await injectAs(app, caller, tool.route.method, request.url, request.payload);
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) {
    const body = parseJson(res.body) as ({ success?: boolean; data?: unknown } & ErrorBody) | null;
    if (res.statusCode >= 400 || !body || body.success === false) {
      return errorResult(res.statusCode, body, res.body);
    }
    const data = 'data' in body ? body.data : body;
    // A list or a value that is not an object goes under one key: MCP's structured result is one.
    const key = tool.wrap ?? (isRecord(data) ? null : Array.isArray(data) ? 'items' : 'data');
    const structured = key ? { [key]: data } : (data as Args);
    const dataText = 'data' in body ? dataTextOf(res.body, body) : null;
    const text =
      dataText === null
        ? JSON.stringify(structured)
        : key
          ? `{${JSON.stringify(key)}:${dataText}}`
          : dataText;
    if (text.length > MAX_RESULT_CHARS) {
      const paged = tool.queryKeys.includes('limit');
      return refusal(
        `The answer is ${Math.ceil(text.length / 1024)} KB, more than a tool answers (${MAX_RESULT_CHARS / 1024} KB): ${paged ? 'ask for fewer items (limit) or narrow the filters, and page on with cursor' : 'read its parts with the tools that list them'}.`,
      );
    }
    return { content: [{ type: 'text', text }], structuredContent: structured };
  }
  if (res.statusCode >= 400) return errorResult(res.statusCode, null, res.body);
  if (res.statusCode === 204 || res.rawPayload.length === 0) {
    return { content: [{ type: 'text', text: 'Done.' }] };
  }
  // A file (an export, a download): handed over as an embedded resource.
  if (res.rawPayload.length > MAX_FILE_BYTES) {
    return refusal(
      `The file is ${Math.ceil(res.rawPayload.length / 1024 / 1024)} MB, more than a tool hands over (${MAX_FILE_BYTES / 1024 / 1024} MB): narrow the filters, or download it through REST (${tool.route.method} ${request.url}).`,
    );
  }
  const mimeType = type.split(';')[0]!.trim() || 'application/octet-stream';
  const uri = `rampart:${request.url.split('?')[0]}/${encodeURIComponent(fileName(res.headers['content-disposition'] as string | undefined))}`;
  const textual =
    mimeType.startsWith('text/') || mimeType.endsWith('+json') || mimeType.endsWith('+xml');
  return {
    content: [
      {
        type: 'resource',
        resource: textual
          ? { uri, mimeType, text: res.body }
          : { uri, mimeType, blob: res.rawPayload.toString('base64') },
      },
    ],
  };
};
