import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { createIntegrationProbe } from './integration-probe.ts';
import { call } from './vendor-test-kit.ts';

const KEY = 'sk-live-0123456789-very-secret';

/** The hub's endpoint: 200 for the right key, 401 otherwise; /moved redirects, /slow never answers. */
let server: Server;
let origin: string;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    if (req.url === '/slow') return;
    if (req.url === '/moved') {
      res.writeHead(302, { location: `${origin}/health` }).end();
      return;
    }
    const ok = req.headers.authorization === `Bearer ${KEY}`;
    res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  // The stub is on loopback: only the allow-list lets the health check reach it.
  app = await buildApp({
    config: testConfig({ FETCH_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${port}` }),
    database: await testDatabase(),
    mailer: null,
  });
});
afterAll(async () => {
  await app.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const put = (who: SignedIn, body: object) =>
  call(app, who, 'PUT', '/api/vendors/integration', body);
const check = (who: SignedIn) => call(app, who, 'POST', '/api/vendors/integration/health-check');

describe('vendor integration settings', () => {
  it('starts with the defaults and not configured', async () => {
    const owner = await buildOrg(app);
    const res = await call(app, owner, 'GET', '/api/vendors/integration');
    expect(res.json().data).toEqual({
      endpoint: null,
      hasApiKey: false,
      confidenceThreshold: 0.8,
      aiEnabled: true,
      autoApply: false,
      health: { status: 'not_configured', message: null, checkedAt: null, latencyMs: null },
      healthIntervalSeconds: 60,
    });
    const none = await check(owner);
    expect(none.json().data.health.status).toBe('not_configured');
  });

  it('stores the key server-side only: no response or audit row ever shows it', async () => {
    const owner = await buildOrg(app);
    const bodies: string[] = [];
    const keep = <T extends { body: string }>(res: T) => (bodies.push(res.body), res);
    const saved = keep(
      await put(owner, { endpoint: `${origin}/health`, apiKey: KEY, confidenceThreshold: 0.9 }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      endpoint: `${origin}/health`,
      hasApiKey: true,
      confidenceThreshold: 0.9,
      health: { status: 'unknown' },
    });
    const healthy = keep(await check(owner));
    expect(healthy.json().data.health).toMatchObject({
      status: 'healthy',
      message: 'The endpoint answered 200',
    });
    expect(healthy.json().data.health.latencyMs).toBeGreaterThanOrEqual(0);
    expect(seen.at(-1)).toMatchObject({
      url: '/health',
      headers: { authorization: `Bearer ${KEY}` },
    });
    // Absent keeps the key; another setting changes alone.
    keep(await put(owner, { autoApply: true }));
    keep(await call(app, owner, 'GET', '/api/vendors/integration'));
    expect(JSON.parse(bodies.at(-1)!).data).toMatchObject({ hasApiKey: true, autoApply: true });
    const audit = keep(
      await call(app, owner, 'GET', '/api/audit-events?entityType=vendor_integration'),
    );
    expect(audit.json().data.items.map((e: { action: string }) => e.action)).toEqual([
      'vendor.integration_updated',
      'vendor.integration_updated',
    ]);
    const removed = keep(await put(owner, { apiKey: null }));
    expect(removed.json().data).toMatchObject({ hasApiKey: false, health: { status: 'unknown' } });
    expect(keep(await check(owner)).json().data.health).toMatchObject({
      status: 'unhealthy',
      message: 'The endpoint refused the API key (401)',
    });
    for (const body of bodies) expect(body).not.toContain(KEY);
    const database = await testDatabase();
    const rows = await database.raw<{ row: string }>(
      'select row_to_json(a)::text as row from audit_events a where organization_id = $1',
      [owner.user.organizationId],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { row } of rows) expect(row).not.toContain(KEY);
  });

  it('reports a redirect without following it, and keeps no secret in the message', async () => {
    const owner = await buildOrg(app);
    await put(owner, { endpoint: `${origin}/moved`, apiKey: KEY });
    const before = seen.length;
    const res = await check(owner);
    expect(res.json().data.health).toMatchObject({ status: 'unhealthy' });
    expect(res.json().data.health.message).toMatch(/redirected/);
    expect(seen.slice(before).map((r) => r.url)).toEqual(['/moved']);
  });

  it('refuses a bad endpoint by field, and lets only writers change or check', async () => {
    const owner = await buildOrg(app);
    const bad = await put(owner, { endpoint: 'file:///etc/passwd', confidenceThreshold: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['endpoint', 'confidenceThreshold']),
    );
    expect((await put(owner, {})).statusCode).toBe(400);
    const auditor = await buildMember(app, owner, 'auditor');
    expect((await call(app, auditor, 'GET', '/api/vendors/integration')).statusCode).toBe(200);
    expect((await put(auditor, { autoApply: true })).statusCode).toBe(403);
    expect((await check(auditor)).statusCode).toBe(403);
  });
});

describe('the integration probe', () => {
  it('refuses loopback unless allow-listed, and gives up after its timeout', async () => {
    const before = seen.length;
    const strict = createIntegrationProbe({ allowPrivateHosts: [] });
    // Without a key: a key is never sent over plain http to a host that is not allow-listed.
    const refused = await strict(`${origin}/health`, null);
    expect(refused.status).toBe('unhealthy');
    expect(refused.message).toMatch(/127\.0\.0\.1.*loopback/);
    expect(seen.length).toBe(before);
    const metadata = await strict('http://169.254.169.254/latest/meta-data/', null);
    expect(metadata).toMatchObject({ status: 'unhealthy' });
    expect(metadata.message).toMatch(/linkLocal/);

    const host = new URL(origin).host;
    const patient = createIntegrationProbe({ allowPrivateHosts: [host], timeoutMs: 300 });
    const slow = await patient(`${origin}/slow`, KEY);
    expect(slow).toMatchObject({ status: 'unhealthy', message: 'No answer within 300 ms' });
    expect(slow.latencyMs).toBeGreaterThanOrEqual(290);
  });
});
