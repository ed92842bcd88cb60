// OAuth 2.1 for assistants connecting by URL (issue 23 points 2 and 5), driven by the official MCP
// client's own OAuth flow: it meets the 401 challenge, discovers the protected-resource and
// authorization-server metadata, names itself by a client ID metadata document served over https
// on loopback (a certificate made by openssl for the test), sends PKCE; the person's consent is
// given through Rampart's consent API; the client exchanges the code, calls tools as that person
// in the organisation picked, refreshes, and is cut off when the person revokes it.
import { createServer, type Server } from 'node:https';
import { createServer as createPlainServer } from 'node:net';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  Client,
  StreamableHTTPClientTransport,
  UnauthorizedError,
  type OAuthClientProvider,
  type OAuthDiscoveryState,
} from '@modelcontextprotocol/client';
import type { Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { hasOpenssl, makeLoopbackCertificate } from '../../testing/loopback-certificate.ts';

if (!hasOpenssl)
  console.warn('oauth.test.ts skipped: openssl is not installed (apt-get install -y openssl)');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createPlainServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let app: FastifyInstance;
let database: Database;
let metadataServer: Server;
let origin: string;
let clientId: string;
let owner: SignedIn;
let member: SignedIn;
const REDIRECT = 'http://127.0.0.1:9/callback';
/** What the client's metadata document says; a test may change it. */
let document: Record<string, unknown>;

beforeAll(async () => {
  if (!hasOpenssl) return;
  const dir = mkdtempSync(join(tmpdir(), 'rampart-oauth-'));
  const pems = makeLoopbackCertificate(dir);
  metadataServer = createServer(
    { key: readFileSync(pems.key), cert: readFileSync(pems.cert) },
    (req, res) => {
      if (req.url !== '/client.json') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document));
    },
  );
  await new Promise<void>((resolve) => metadataServer.listen(0, '127.0.0.1', resolve));
  const metadataPort = (metadataServer.address() as { port: number }).port;
  clientId = `https://localhost:${metadataPort}/client.json`;
  document = {
    client_id: clientId,
    client_name: 'Test Assistant',
    redirect_uris: [REDIRECT],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  database = await testDatabase();
  app = await buildApp({
    config: testConfig({
      PUBLIC_URL: origin,
      FETCH_ALLOW_PRIVATE_HOSTS: `localhost:${metadataPort}`,
      FETCH_PRIVATE_CA_FILE: pems.cert,
    }),
    database,
    mailer: null,
  });
  await app.listen({ port, host: '127.0.0.1' });
  owner = await buildOrg(app, { organizationName: 'OAuth Org' });
  member = await buildMember(app, owner, 'member');
});
afterAll(async () => {
  await app?.close();
  metadataServer?.close();
});

/** The official client's OAuth storage, in memory: one assistant on one machine. */
class MemoryProvider implements OAuthClientProvider {
  authorizationUrl: URL | null = null;
  private info: Awaited<ReturnType<OAuthClientProvider['clientInformation']>>;
  private saved: Awaited<ReturnType<OAuthClientProvider['tokens']>>;
  private verifier = '';
  private discovery: OAuthDiscoveryState | undefined;
  get redirectUrl() {
    return REDIRECT;
  }
  get clientMetadataUrl() {
    return clientId;
  }
  get clientMetadata() {
    return {
      client_name: 'Test Assistant',
      redirect_uris: [REDIRECT],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: NonNullable<typeof this.info>) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: NonNullable<typeof this.saved>) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
  discoveryState() {
    return this.discovery;
  }
  saveDiscoveryState(state: OAuthDiscoveryState) {
    this.discovery = state;
  }
}

/** The person on Rampart's consent screen: the two calls the page makes, signed in. */
const consent = async (
  who: SignedIn,
  authorizationUrl: URL,
  decision: { decision: 'allow' | 'deny'; organizationId?: string; scopes?: string[] },
) => {
  expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(`${origin}/oauth/authorize`);
  const query = Object.fromEntries(authorizationUrl.searchParams);
  const view = await app.inject({
    method: 'GET',
    url: `/api/oauth/authorization?${authorizationUrl.searchParams}`,
    headers: { cookie: who.cookie },
  });
  expect(view.statusCode, view.body).toBe(200);
  const answer = await app.inject({
    method: 'POST',
    url: '/api/oauth/authorization',
    headers: { cookie: who.cookie },
    payload: { ...query, ...decision },
  });
  return { view: view.json().data, answer };
};

/** Connects as far as the flow goes, consents, finishes, and connects again with the token. */
const connectByUrl = async (
  who: SignedIn,
  decision: { organizationId?: string; scopes?: string[] } = {},
) => {
  const provider = new MemoryProvider();
  const mcpUrl = new URL('/api/mcp', origin);
  const first = new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider });
  const client = new Client({ name: 'test-assistant', version: '1.0.0' });
  await expect(client.connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
  expect(provider.authorizationUrl).not.toBeNull();
  const { view, answer } = await consent(who, provider.authorizationUrl!, {
    decision: 'allow',
    organizationId: decision.organizationId ?? owner.user.organizationId,
    scopes: decision.scopes ?? view0Scopes,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const callback = new URL(answer.json().data.redirectTo);
  expect(callback.origin + callback.pathname).toBe(REDIRECT);
  await first.finishAuth(callback.searchParams);
  const transport = new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider });
  const connected = new Client({ name: 'test-assistant', version: '1.0.0' });
  await connected.connect(transport);
  return { client: connected, provider, view };
};
const view0Scopes = ['risks:read', 'risks:write'];

/** The client's call to the token endpoint, a form as RFC 6749 says. */
const tokenRequest = (form: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

describe.skipIf(!hasOpenssl)('OAuth 2.1 with the official MCP client', () => {
  it('answers 401 naming the protected-resource metadata, which names Rampart as the issuer', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/mcp', payload: {} });
    expect(res.statusCode).toBe(401);
    const challenge = String(res.headers['www-authenticate']);
    const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)?.[1];
    expect(metadataUrl).toBe(`${origin}/.well-known/oauth-protected-resource/api/mcp`);
    const resource = await app.inject({ method: 'GET', url: new URL(metadataUrl!).pathname });
    expect(resource.json()).toMatchObject({
      resource: `${origin}/api/mcp`,
      authorization_servers: [origin],
    });
    const server = await app.inject({
      method: 'GET',
      url: '/.well-known/oauth-authorization-server',
    });
    expect(server.json()).toMatchObject({
      issuer: origin,
      code_challenge_methods_supported: ['S256'],
      client_id_metadata_document_supported: true,
    });
  });

  it('connects by URL: consent, code with PKCE, token, tool calls as the person, audited as MCP', async () => {
    const { client, view } = await connectByUrl(owner);
    expect(view.client).toMatchObject({ name: 'Test Assistant', host: new URL(clientId).host });
    expect(view.organizations.map((o: { id: string }) => o.id)).toContain(
      owner.user.organizationId,
    );
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name);
    // Only the scopes given: risks, not controls.
    expect(names).toEqual(expect.arrayContaining(['risks_list', 'risks_create']));
    expect(names).not.toContain('controls_create');
    const created = await client.callTool({
      name: 'risks_create',
      arguments: { title: 'Connected by OAuth', likelihood: 3, impact: 3 },
    });
    expect(created.isError ?? false, JSON.stringify(created.content)).toBe(false);
    const risk = created.structuredContent as { id: string };
    const audit = await app.inject({
      method: 'GET',
      url: `/api/audit-events?entityId=${risk.id}`,
      headers: { cookie: owner.cookie },
    });
    // Made as the person who consented, through MCP, by the client they connected.
    expect(audit.json().data.items).toEqual([
      expect.objectContaining({
        action: 'risk.created',
        via: { channel: 'mcp', client: 'Test Assistant' },
      }),
    ]);
    await client.close();
  });

  it('refreshes with a turning refresh token, and a revoked connection stops at once', async () => {
    const { client, provider } = await connectByUrl(owner);
    const firstRefresh = provider.tokens()!.refresh_token!;
    // Asking for more than was allowed is refused, and the refresh token still works after.
    const wider = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: firstRefresh,
      client_id: clientId,
      scope: 'admin:write',
    });
    expect(wider.statusCode).toBe(400);
    expect(wider.json().error).toBe('invalid_scope');
    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: firstRefresh,
      client_id: clientId,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().refresh_token).not.toBe(firstRefresh);
    // The old refresh token no longer works.
    const again = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: firstRefresh,
      client_id: clientId,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');

    const apps = await app.inject({
      method: 'GET',
      url: '/api/account/connected-apps',
      headers: { cookie: owner.cookie },
    });
    const connection = apps
      .json()
      .data.items.find((a: { clientId: string }) => a.clientId === clientId);
    expect(connection).toMatchObject({ clientName: 'Test Assistant', scopes: view0Scopes });
    expect(connection.lastUsedAt).not.toBeNull();
    // Each connection is its own (the same assistant on two machines): the earlier one stays.
    expect(
      apps.json().data.items.filter((a: { clientId: string }) => a.clientId === clientId).length,
    ).toBeGreaterThanOrEqual(2);
    // A page at a time, like every list.
    const firstApp = await app.inject({
      method: 'GET',
      url: '/api/account/connected-apps?limit=1',
      headers: { cookie: owner.cookie },
    });
    expect(firstApp.json().data).toMatchObject({ total: apps.json().data.total });
    expect(firstApp.json().data.items).toHaveLength(1);
    expect(firstApp.json().data.nextCursor).toEqual(expect.any(String));
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/account/connected-apps/${connection.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(revoked.statusCode).toBe(200);
    const bearer = (token: string) =>
      app.inject({
        method: 'GET',
        url: '/api/risks?limit=1',
        headers: { authorization: `Bearer ${token}`, 'organization-id': owner.user.organizationId },
      });
    expect((await bearer(provider.tokens()!.access_token)).statusCode).toBe(401);
    expect((await bearer(refreshed.json().access_token)).statusCode).toBe(401);
    await expect(client.listTools()).rejects.toThrow();
    // Another person cannot revoke it, or see it.
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/account/connected-apps/${connection.id}`,
      headers: { cookie: member.cookie },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('a turned refresh token presented again later ends its connection (it was copied)', async () => {
    const { provider } = await connectByUrl(owner);
    const first = provider.tokens()!.refresh_token!;
    const turned = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: first,
      client_id: clientId,
    });
    expect(turned.statusCode, turned.body).toBe(200);
    // Seconds later the client racing itself is refused, and keeps its connection.
    const race = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: first,
      client_id: clientId,
    });
    expect(race.json().error).toBe('invalid_grant');
    const bearer = (token: string) =>
      app.inject({
        method: 'GET',
        url: '/api/risks?limit=1',
        headers: { authorization: `Bearer ${token}`, 'organization-id': owner.user.organizationId },
      });
    expect((await bearer(turned.json().access_token)).statusCode).toBe(200);
    // A minute later the same old token is someone else's copy: the connection ends.
    await database.raw(
      `update oauth_spent_refresh_tokens set spent_at = now() - interval '1 minute'`,
    );
    const copied = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: first,
      client_id: clientId,
    });
    expect(copied.json().error).toBe('invalid_grant');
    expect((await bearer(turned.json().access_token)).statusCode).toBe(401);
    const next = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: turned.json().refresh_token,
      client_id: clientId,
    });
    expect(next.json().error).toBe('invalid_grant');
  });

  it('a token is bound to the organisation picked and to what the person’s role allows', async () => {
    const stranger = await buildOrg(app, { organizationName: 'Not Theirs' });
    const provider = new MemoryProvider();
    const transport = new StreamableHTTPClientTransport(new URL('/api/mcp', origin), {
      authProvider: provider,
    });
    await expect(new Client({ name: 't', version: '1' }).connect(transport)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    const notMember = await consent(member, provider.authorizationUrl!, {
      decision: 'allow',
      organizationId: stranger.user.organizationId,
      scopes: ['risks:read'],
    });
    expect(notMember.answer.statusCode).toBe(400);
    expect(
      notMember.answer.json().error.fields?.organizationId ?? notMember.answer.body,
    ).toBeTruthy();
    const beyondRole = await consent(member, provider.authorizationUrl!, {
      decision: 'allow',
      organizationId: owner.user.organizationId,
      scopes: ['admin:write'],
    });
    expect(beyondRole.answer.statusCode).toBe(400);
    expect(beyondRole.answer.body).toContain('scopes');
    expect(
      beyondRole.view.organizations.find((o: { id: string }) => o.id === owner.user.organizationId)
        .grantableScopes,
    ).not.toContain('admin:write');
  });

  it('refuses a code twice (ending its grant), a wrong verifier, and a redirect the client does not list', async () => {
    const provider = new MemoryProvider();
    const transport = new StreamableHTTPClientTransport(new URL('/api/mcp', origin), {
      authProvider: provider,
    });
    await expect(new Client({ name: 't', version: '1' }).connect(transport)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    const url = provider.authorizationUrl!;
    const { answer } = await consent(owner, url, {
      decision: 'allow',
      organizationId: owner.user.organizationId,
      scopes: ['risks:read'],
    });
    const code = new URL(answer.json().data.redirectTo).searchParams.get('code')!;
    const exchange = (verifier: string) =>
      tokenRequest({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: REDIRECT,
        client_id: clientId,
      });
    const wrong = await exchange('x'.repeat(50));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_grant');
    // The wrong verifier spent the code: the right one cannot use it now.
    const late = await exchange(provider.codeVerifier());
    expect(late.json().error).toBe('invalid_grant');

    const elsewhere = new URL(url);
    elsewhere.searchParams.set('redirect_uri', 'https://attacker.example/callback');
    const view = await app.inject({
      method: 'GET',
      url: `/api/oauth/authorization?${elsewhere.searchParams}`,
      headers: { cookie: owner.cookie },
    });
    expect(view.statusCode).toBe(400);
    expect(view.body).toContain('redirect_uri');
    const noPkce = new URL(url);
    noPkce.searchParams.delete('code_challenge');
    const refused = await app.inject({
      method: 'GET',
      url: `/api/oauth/authorization?${noPkce.searchParams}`,
      headers: { cookie: owner.cookie },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('code_challenge');
  });

  it('a denied request goes back to the client with access_denied; a document naming another client is refused', async () => {
    const provider = new MemoryProvider();
    const transport = new StreamableHTTPClientTransport(new URL('/api/mcp', origin), {
      authProvider: provider,
    });
    await expect(new Client({ name: 't', version: '1' }).connect(transport)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    const { answer } = await consent(owner, provider.authorizationUrl!, { decision: 'deny' });
    const back = new URL(answer.json().data.redirectTo);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('iss')).toBe(origin);

    const saved = document;
    document = {
      ...saved,
      client_id: 'https://someone-else.example/client.json',
      client_name: 'Other',
    };
    try {
      // A fresh client id, so the reader's short cache does not answer.
      const url = new URL(provider.authorizationUrl!);
      url.searchParams.set('client_id', `${clientId}?v=2`);
      const res = await app.inject({
        method: 'GET',
        url: `/api/oauth/authorization?${url.searchParams}`,
        headers: { cookie: owner.cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('client_id');
    } finally {
      document = saved;
    }
  });
});
