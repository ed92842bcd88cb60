import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_SCOPES } from '@rampart/contracts';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';
import { argsOfRequest, callToolOver, mcpRequest, resultText } from '../../testing/mcp-calls.ts';
import { callableRoutes, routeName, routeTableApp } from '../../testing/route-table.ts';
import { validRequest } from '../../testing/route-table-request.ts';
import {
  snapshotDiff,
  tenantWatch,
  type TenantSnapshot,
} from '../../testing/route-table-snapshot.ts';
import { buildTenant, type Tenant } from '../../testing/route-table-tenant.ts';
import { buildToolCatalogue } from './tool-catalogue.ts';

/**
 * The outsider matrix of the MCP tools (decision 041), generated as the routes' is (decision
 * 011): every tool is called through /api/mcp with another organisation's token holding every
 * scope, naming our records, and every tool that changes something with our owner's read-only
 * token; each is refused or finds nothing of ours, and not one of our rows changes.
 */
const env = await routeTableApp();
const { app, database } = env;
const catalogue = buildToolCatalogue(callableRoutes(env.routes));

const VICTIM = 'Victim';
let victim: Tenant;
let stranger: SignedIn;
const tokens = { stranger: '', readOnly: '' };

const token = async (who: SignedIn, scopes: readonly string[]) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/api-tokens',
    headers: { cookie: who.cookie },
    payload: { name: 'MCP outsider matrix', scopes, expiresInDays: 7 },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.token as string;
};

beforeAll(async () => {
  victim = await buildTenant(app, VICTIM);
  stranger = await buildOrg(app, { organizationName: 'Stranger Org' });
  tokens.stranger = await token(stranger, API_TOKEN_SCOPES);
  tokens.readOnly = await token(
    victim.owner,
    API_TOKEN_SCOPES.filter((s) => s.endsWith(':read')),
  );
});
afterAll(() => env.close());

let watch: (() => Promise<TenantSnapshot>) | undefined;
const snapshot = () =>
  (watch ??= tenantWatch(database, victim.owner.user.organizationId, victim.userIds))();

/** Tools that are not reads but change nothing, which a read-only token may call, with why. */
const READ_ONLY_WRITES: Record<string, string> = {
  reports_preview: 'Composes a report to look at; stores nothing.',
  reports_runs_create: 'Runs a report as a file: reading, as its guard (reports:read) says.',
};

describe('the MCP endpoint', () => {
  it('refuses a revoked or made-up token and a cookie with 401 before any tool', async () => {
    const made = await mcpRequest(app, 'rampart_pat_not-a-token', {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/list',
    });
    expect(made.status).toBe(401);
    const cookie = await app.inject({
      method: 'POST',
      url: '/api/mcp',
      headers: { cookie: victim.owner.cookie, 'content-type': 'application/json' },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(cookie.statusCode).toBe(401);
  });

  it('covers every tool (the matrix below is not empty)', () => {
    expect(catalogue.tools.length).toBeGreaterThan(200);
  });
});

describe.each(catalogue.tools.map((tool) => ({ name: tool.name, tool })))('$name', ({ tool }) => {
  it('refuses another organisation’s token naming our records, and changes nothing of ours', async () => {
    const { options, pathNamesRecord, bodyNamesRecord } = validRequest(tool.route, victim.ids);
    const before = await snapshot();
    const answer = await callToolOver(
      app,
      tokens.stranger,
      tool.name,
      argsOfRequest(tool, options),
    );
    expect(snapshotDiff(before, await snapshot()), routeName(tool.route)).toEqual({});
    expect(answer.status, answer.body).toBe(200);
    const text = resultText(answer);
    if (pathNamesRecord) expect(text, answer.body).toMatch(/^Refused \((404|403)\)/);
    else if (bodyNamesRecord && tool.route.method !== 'GET')
      expect(text).toMatch(/^Refused \(4\d\d\)/);
    expect(text).not.toMatch(/^Refused \(5\d\d\)/);
    expect(answer.body).not.toMatch(new RegExp(VICTIM, 'i'));
    for (const m of [victim.owner, ...Object.values(victim.members)]) {
      expect(answer.body).not.toContain(m.email);
    }
  });

  if (tool.route.method !== 'GET' && !READ_ONLY_WRITES[tool.name])
    it('refuses our owner’s read-only token with 403 and changes nothing', async () => {
      const { options } = validRequest(tool.route, victim.ids);
      const before = await snapshot();
      const answer = await callToolOver(
        app,
        tokens.readOnly,
        tool.name,
        argsOfRequest(tool, options),
      );
      expect(snapshotDiff(before, await snapshot())).toEqual({});
      expect(resultText(answer)).toMatch(/^Refused \(403\)/);
    });
});
