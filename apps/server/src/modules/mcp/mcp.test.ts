// The MCP server (issue 23 points 1, 2 and 5), tested with the official MCP client over
// streamable HTTP on loopback: a token connects, lists the tools it may use, calls read and write
// tools and the change shows through REST and in the audit log as made through MCP; a read-only
// token's write is refused; another organisation's ids are not found; bad arguments are named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { API_TOKEN_SCOPES } from '@rampart/contracts';
import type { Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../testing/app.ts';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';

let app: FastifyInstance;
let database: Database;
let url: URL;
let owner: SignedIn;
let stranger: SignedIn;
const tokens = { all: '', readOnly: '', stranger: '' };

const makeToken = async (who: SignedIn, name: string, scopes: readonly string[]) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/api-tokens',
    headers: { cookie: who.cookie },
    payload: { name, scopes, expiresInDays: 7 },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.token as string;
};

beforeAll(async () => {
  database = await testDatabase();
  app = await buildApp({ config: testConfig(), database, mailer: null });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  url = new URL('/api/mcp', address);
  owner = await buildOrg(app, { organizationName: 'Agents Org' });
  stranger = await buildOrg(app, { organizationName: 'Stranger Org' });
  tokens.all = await makeToken(owner, 'Claude desktop', API_TOKEN_SCOPES);
  tokens.readOnly = await makeToken(
    owner,
    'Read-only agent',
    API_TOKEN_SCOPES.filter((s) => s.endsWith(':read')),
  );
  tokens.stranger = await makeToken(stranger, 'Stranger agent', API_TOKEN_SCOPES);
});
afterAll(async () => {
  await app.close();
});

const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

/** The official client, connected with a token; `modern` speaks the 2026-07-28 revision. */
const connect = async (token: string | null, modern = false) => {
  const client = new Client(
    { name: 'rampart-test-agent', version: '1.0.0' },
    modern ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {},
  );
  await client.connect(
    new StreamableHTTPClientTransport(url, {
      requestInit: token ? { headers: { authorization: `Bearer ${token}` } } : {},
    }),
  );
  clients.push(client);
  return client;
};

const rest = (method: 'GET' | 'POST', path: string, who: SignedIn = owner) =>
  app.inject({ method, url: path, headers: { cookie: who.cookie } });

const textOf = (result: { content?: unknown }) =>
  ((result.content as { type: string; text?: string }[]) ?? []).map((c) => c.text ?? '').join('');

describe('the MCP server with an API token', () => {
  it.each([
    ['the 2025 handshake (stateless)', false, 'Claude desktop'],
    ['the 2026-07-28 revision', true, 'rampart-test-agent · Claude desktop'],
  ])(
    'over %s: lists tools, creates a risk seen through REST, audited as made through MCP',
    async (_era, modern, client) => {
      const mcp = await connect(tokens.all, modern);
      const { tools } = await mcp.listTools();
      const names = tools.map((t) => t.name);
      expect(names).toEqual(expect.arrayContaining(['risks_list', 'risks_create', 'controls_get']));
      // A token holds no AI scope: the tools that call a model are not offered.
      expect(names).not.toContain('ai_risks_analyze');
      const create = tools.find((t) => t.name === 'risks_create')!;
      expect(create.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
      expect(create.inputSchema.required).toEqual(expect.arrayContaining(['title']));

      const created = await mcp.callTool({
        name: 'risks_create',
        arguments: { title: `Agent risk ${client}`, likelihood: 4, impact: 3 },
      });
      expect(created.isError ?? false, textOf(created)).toBe(false);
      const risk = created.structuredContent as { id: string; title: string };
      expect(risk.title).toBe(`Agent risk ${client}`);

      const seen = await rest('GET', `/api/risks/${risk.id}`);
      expect(seen.json().data).toMatchObject({ id: risk.id, likelihood: 4, impact: 3 });
      const audit = await rest('GET', `/api/audit-events?entityId=${risk.id}`);
      expect(audit.json().data.items).toEqual([
        expect.objectContaining({ action: 'risk.created', via: { channel: 'mcp', client } }),
      ]);
      // Reading back through a tool: the same record, validated against its output schema.
      const read = await mcp.callTool({ name: 'risks_get', arguments: { id: risk.id } });
      expect(read.structuredContent).toMatchObject({ id: risk.id });
      const list = await mcp.callTool({ name: 'risks_list', arguments: { limit: 1 } });
      expect(list.structuredContent).toMatchObject({ items: [expect.any(Object)] });
    },
  );

  it('names the field of a bad argument and stores nothing', async () => {
    const mcp = await connect(tokens.all);
    const before = (await rest('GET', '/api/risks')).json().data.total as number;
    const result = await mcp.callTool({
      name: 'risks_create',
      arguments: { title: 'Too likely', likelihood: 9, impact: 3 },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^Refused \(400\)/);
    expect(textOf(result)).toContain('likelihood');
    const missing = await mcp.callTool({ name: 'risks_get', arguments: {} });
    expect(textOf(missing)).toBe('id is required: it names the record.');
    expect((await rest('GET', '/api/risks')).json().data.total).toBe(before);
  });

  it('refuses a read-only token’s write, and does not offer it', async () => {
    const mcp = await connect(tokens.readOnly);
    const names = (await mcp.listTools()).tools.map((t) => t.name);
    expect(names).toContain('risks_list');
    expect(names).not.toContain('risks_create');
    const before = (await rest('GET', '/api/risks')).json().data.total as number;
    const result = await mcp.callTool({
      name: 'risks_create',
      arguments: { title: 'Not allowed', likelihood: 1, impact: 1 },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^Refused \(403\)/);
    expect((await rest('GET', '/api/risks')).json().data.total).toBe(before);
  });

  it('does not find another organisation’s records', async () => {
    const ours = await app.inject({
      method: 'POST',
      url: '/api/risks',
      headers: { cookie: owner.cookie },
      payload: { title: 'Ours alone', likelihood: 2, impact: 2 },
    });
    const id = ours.json().data.id as string;
    const mcp = await connect(tokens.stranger);
    const read = await mcp.callTool({ name: 'risks_get', arguments: { id } });
    expect(textOf(read)).toMatch(/^Refused \(404\)/);
    const removed = await mcp.callTool({ name: 'risks_delete', arguments: { id } });
    expect(removed.isError).toBe(true);
    expect((await rest('GET', `/api/risks/${id}`)).statusCode).toBe(200);
    const list = await mcp.callTool({ name: 'risks_list', arguments: { search: 'Ours alone' } });
    expect(list.structuredContent, textOf(list)).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a caller without a token, and a session cookie, with 401 and a challenge', async () => {
    await expect(connect(null)).rejects.toThrow();
    const res = await app.inject({
      method: 'POST',
      url: '/api/mcp',
      headers: { cookie: owner.cookie, accept: 'application/json, text/event-stream' },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
    const revoked = await app.inject({
      method: 'POST',
      url: '/api/mcp',
      headers: { authorization: 'Bearer rampart_pat_made-up' },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(revoked.statusCode).toBe(401);
  });

  it('refuses a batch of messages, and a dot segment for a record id', async () => {
    const call = { jsonrpc: '2.0', method: 'tools/call', params: { name: 'risks_list' } };
    const batch = await app.inject({
      method: 'POST',
      url: '/api/mcp',
      headers: {
        authorization: `Bearer ${tokens.all}`,
        accept: 'application/json, text/event-stream',
      },
      payload: Array.from({ length: 50 }, (_, id) => ({ ...call, id })),
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().error.message).toMatch(/one message a request/);
    const mcp = await connect(tokens.all);
    const dots = await mcp.callTool({
      name: 'frameworks_requirements_controls_delete',
      arguments: { id: '..', requirementId: 'r', controlId: 'c' },
    });
    expect(textOf(dots)).toBe('id is not a record id.');
  });

  it('answers an unknown tool with a protocol error', async () => {
    const mcp = await connect(tokens.all);
    await expect(mcp.callTool({ name: 'risks_drop_table', arguments: {} })).rejects.toThrow(
      /Unknown tool/,
    );
  });

  it('hands an export over as an embedded file', async () => {
    const mcp = await connect(tokens.all);
    const result = await mcp.callTool({ name: 'risks_export', arguments: { format: 'csv' } });
    const [content] = result.content as {
      type: string;
      resource: { mimeType: string; text: string };
    }[];
    expect(content!.type).toBe('resource');
    expect(content!.resource.mimeType).toBe('text/csv');
    expect(content!.resource.text).toContain('Agent risk');
  });

  it('serves the control library and frameworks as resources, and its prompts', async () => {
    const mcp = await connect(tokens.all);
    const { resources } = await mcp.listResources();
    expect(resources.map((r) => r.uri)).toContain('rampart://library/controls');
    const framework = resources.find((r) => r.uri.startsWith('rampart://frameworks/'))!;
    expect(framework).toBeDefined();
    const library = await mcp.readResource({ uri: 'rampart://library/controls' });
    const body = JSON.parse((library.contents[0] as { text: string }).text) as {
      items: { id: string }[];
    };
    expect(body.items.length).toBeGreaterThan(20);
    const one = await mcp.readResource({ uri: framework.uri });
    expect((one.contents[0] as { text: string }).text).toContain('"id"');
    await expect(mcp.readResource({ uri: 'rampart://frameworks/nope' })).rejects.toThrow();
    const { templates } = { templates: (await mcp.listResourceTemplates()).resourceTemplates };
    expect(templates.map((t) => t.uriTemplate)).toContain('rampart://frameworks/{id}');

    const { prompts } = await mcp.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual([
      'assess_vendor',
      'map_controls_to_risk',
      'failing_controls',
    ]);
    const prompt = await mcp.getPrompt({ name: 'assess_vendor', arguments: { vendor: 'Acme' } });
    expect(JSON.stringify(prompt.messages)).toContain('vendors_extract');
    await expect(mcp.getPrompt({ name: 'assess_vendor', arguments: {} })).rejects.toThrow(
      /vendor is required/,
    );
  });

  it('answers every read tool that needs no record through the client, its output valid', async () => {
    const mcp = await connect(tokens.all);
    const { tools } = await mcp.listTools();
    const reads = tools.filter(
      (t) => t.annotations?.readOnlyHint && !(t.inputSchema.required ?? []).length,
    );
    expect(reads.length).toBeGreaterThan(30);
    const failed: string[] = [];
    for (const tool of reads) {
      // The client checks structuredContent against the tool's outputSchema and throws if not.
      const result = await mcp.callTool({ name: tool.name, arguments: {} }).catch((e: Error) => {
        failed.push(`${tool.name}: ${e.message}`);
        return null;
      });
      if (result?.isError) failed.push(`${tool.name}: ${textOf(result)}`);
      // Its text is its structured result's JSON, for clients that read only text.
      else if (
        result?.structuredContent !== undefined &&
        textOf(result) !== JSON.stringify(result.structuredContent)
      ) {
        failed.push(`${tool.name}: its text is not its structured result`);
      }
    }
    expect(failed).toEqual([]);
  });
});
