import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_SCOPES } from '@rampart/contracts';
import { argsOfRequest, callToolOver, mcpRequest, resultText } from '../../testing/mcp-calls.ts';
import { callableRoutes, routeTableApp } from '../../testing/route-table.ts';
import { fuzzRequests } from '../../testing/route-table-fuzz.ts';
import { deeplyNested, HOSTILE_STRINGS } from '../../testing/route-table-arbitrary.ts';
import {
  snapshotDiff,
  tenantWatch,
  type TenantSnapshot,
} from '../../testing/route-table-snapshot.ts';
import { buildTenant, type Tenant } from '../../testing/route-table-tenant.ts';
import { buildToolCatalogue, type McpTool } from './tool-catalogue.ts';

/**
 * The fuzz suite of the MCP endpoint (decision 041), generated as the routes' is (decision 011):
 * every tool is called with the arguments of its route's fuzzed requests (hostile strings,
 * numbers and shapes), and the endpoint gets malformed JSON-RPC of every kind. Never a 5xx nor an
 * internal error; a refused call leaves every row of the organisation as it was.
 * Replay a failure with FUZZ_SEED=<seed printed in the failure>.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

const env = await routeTableApp();
const { app, database } = env;
const weight = (t: McpTool) =>
  t.annotations.destructiveHint && t.route.method !== 'PATCH'
    ? 2
    : t.annotations.readOnlyHint
      ? 0
      : 1;
const tools = buildToolCatalogue(callableRoutes(env.routes))
  .tools.map((tool, index) => ({ tool, index, name: tool.name }))
  .sort((a, b) => weight(a.tool) - weight(b.tool) || a.index - b.index);

let tenant: Tenant;
/** Tokens are limited per minute: a fresh one every hundred calls keeps the suite under it. */
let token = '';
let calls = 0;
const freshToken = async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/api-tokens',
    headers: { cookie: tenant.owner.cookie },
    payload: { name: `MCP fuzz ${calls}`, scopes: API_TOKEN_SCOPES, expiresInDays: 7 },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.token as string;
};
const currentToken = async () => {
  if (calls++ % 100 === 0) token = await freshToken();
  return token;
};

beforeAll(async () => {
  tenant = await buildTenant(app, 'Fuzz');
  tenant.ids.owner = tenant.members.member.user.id;
});
afterAll(() => env.close());

let watch: (() => Promise<TenantSnapshot>) | undefined;
const snapshot = () =>
  (watch ??= tenantWatch(database, tenant.owner.user.organizationId, tenant.userIds))();

/** Rows a refusal writes on purpose (decision 007: AI calls and failed jobs are recorded). */
const RECORDS_OF_REFUSAL = new Set(['ai_usage', 'jobs']);

describe(`the MCP endpoint, fuzzed (FUZZ_SEED=${SEED})`, () => {
  it.each([
    ['not JSON', '{"jsonrpc":'],
    ['an empty body', ''],
    ['a string', '"tools/list"'],
    ['an unknown method', { jsonrpc: '2.0', id: 1, method: 'risks/drop' }],
    ['the wrong version', { jsonrpc: '1.0', id: 1, method: 'tools/list' }],
    ['params as an array', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: [] }],
    [
      'a name that is no string',
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: { $ne: 1 } } },
    ],
    [
      'arguments as an array',
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'risks_list', arguments: [1] },
      },
    ],
    [
      'arguments as a string',
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'risks_get', arguments: 'x' },
      },
    ],
    [
      'a prototype key',
      JSON.parse(
        '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"risks_create","arguments":{"__proto__":{"admin":true},"title":"p","likelihood":1,"impact":1}}}',
      ),
    ],
    [
      'a deep argument',
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'risks_create', arguments: deeplyNested(2_000) },
      },
    ],
    [
      'a long tool name',
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'x'.repeat(100_000) } },
    ],
    [
      'a batch',
      [
        { jsonrpc: '2.0', id: 1, method: 'tools/list' },
        { jsonrpc: '2.0', id: 2, method: 'ping' },
      ],
    ],
    ['a huge id', { jsonrpc: '2.0', id: 'i'.repeat(200_000), method: 'tools/list' }],
    [
      'a resource out of bounds',
      { jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: 'file:///etc/passwd' } },
    ],
    [
      'a prompt with hostile arguments',
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'prompts/get',
        params: { name: 'assess_vendor', arguments: { vendor: HOSTILE_STRINGS.join('') } },
      },
    ],
  ])('answers %s without a server error or a change', async (_label, payload) => {
    const token = await currentToken();
    const before = await snapshot();
    const answer = await mcpRequest(app, token, payload);
    expect(answer.status, answer.body).toBeLessThan(500);
    expect(answer.error?.code, answer.body).not.toBe(-32603);
    expect(resultText(answer)).not.toMatch(/^Refused \(5\d\d\)/);
    expect(snapshotDiff(before, await snapshot())).toEqual({});
  });

  it.each(tools)('$name', async ({ tool, index }) => {
    const failures: string[] = [];
    for (const { label, options } of fuzzRequests(tool.route, tenant.ids, RUNS, SEED + index)) {
      const payload = options.payload;
      if (typeof payload === 'string' || Buffer.isBuffer(payload)) continue;
      const token = await currentToken();
      const before = await snapshot();
      const answer = await callToolOver(app, token, tool.name, argsOfRequest(tool, options));
      const text = resultText(answer);
      if (
        answer.status >= 500 ||
        answer.error?.code === -32603 ||
        /^Refused \(5\d\d\)/.test(text)
      ) {
        failures.push(`${label}: ${answer.status} ${answer.body.slice(0, 300)}`);
      }
      const after = await snapshot();
      if (answer.result?.isError) {
        const changed = Object.entries(snapshotDiff(before, after)).filter(
          ([table]) => !RECORDS_OF_REFUSAL.has(table),
        );
        if (changed.length)
          failures.push(`${label}: refused but wrote ${JSON.stringify(changed).slice(0, 300)}`);
      }
    }
    expect(failures, `${tool.name} with FUZZ_SEED=${SEED}`).toEqual([]);
  });
});
