import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { createSecretBox } from '../../platform/secrets/secret-box.ts';
import { UNREADABLE_KEY } from './check-vendor-integration.ts';
import { integrationKeyContext } from './integration-key.ts';
import { resealIntegrationKeys } from './reseal-integration-keys.ts';
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

  it('keeps the key sealed in the database; copied to another organisation, it does not open', async () => {
    const owner = await buildOrg(app);
    const other = await buildOrg(app);
    expect((await put(owner, { endpoint: `${origin}/health`, apiKey: KEY })).statusCode).toBe(200);
    expect((await put(other, { endpoint: `${origin}/health` })).statusCode).toBe(200);
    const database = await testDatabase();
    const stored = async (organizationId: string) =>
      (
        await database.raw<{ api_key: string | null }>(
          'select api_key from vendor_integration_settings where organization_id = $1',
          [organizationId],
        )
      )[0]?.api_key;
    const sealed = await stored(owner.user.organizationId);
    expect(sealed).toMatch(/^rs1\./);
    expect(sealed).not.toContain(KEY);
    expect((await check(owner)).json().data.health.status).toBe('healthy');
    // Saving the same key again is no change: the last check stands.
    expect((await put(owner, { apiKey: KEY })).json().data.health.status).toBe('healthy');

    await database.raw(
      'update vendor_integration_settings set api_key = $1 where organization_id = $2',
      [sealed, other.user.organizationId],
    );
    const refused = await check(other);
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data.health).toMatchObject({
      status: 'unhealthy',
      message: UNREADABLE_KEY,
    });
  });

  it('at start, seals keys stored in plain text or by an older secrets key under the current one', async () => {
    const [plainOrg, oldOrg, lostOrg] = await Promise.all([
      buildOrg(app),
      buildOrg(app),
      buildOrg(app),
    ]);
    const database = await testDatabase();
    const old = { id: 'old', key: randomBytes(32) };
    const current = createSecretBox([{ id: 'new', key: randomBytes(32) }, old]);
    const orgOf = (o: SignedIn) => o.user.organizationId;
    const setKey = (o: SignedIn, value: string) =>
      database.raw(
        `insert into vendor_integration_settings (organization_id, endpoint, api_key) values ($1, $2, $3)
         on conflict (organization_id) do update set api_key = excluded.api_key`,
        [orgOf(o), `${origin}/health`, value],
      );
    await setKey(plainOrg, 'plain-key');
    await setKey(
      oldOrg,
      createSecretBox([old]).seal('old-key', integrationKeyContext(orgOf(oldOrg))),
    );
    const lost = createSecretBox([{ id: 'gone', key: randomBytes(32) }]).seal(
      'lost-key',
      integrationKeyContext(orgOf(lostOrg)),
    );
    await setKey(lostOrg, lost);

    expect(await resealIntegrationKeys(database.db, current)).toBeGreaterThanOrEqual(2);
    const stored = async (o: SignedIn) =>
      (
        await database.raw<{ api_key: string }>(
          'select api_key from vendor_integration_settings where organization_id = $1',
          [orgOf(o)],
        )
      )[0]!.api_key;
    for (const [o, plain] of [
      [plainOrg, 'plain-key'],
      [oldOrg, 'old-key'],
    ] as const) {
      const value = await stored(o);
      expect(value).toMatch(/^rs1\.new\./);
      expect(current.open(value, integrationKeyContext(orgOf(o)))).toBe(plain);
    }
    // What no listed key opens is left for its owner to enter again.
    expect(await stored(lostOrg)).toBe(lost);
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
