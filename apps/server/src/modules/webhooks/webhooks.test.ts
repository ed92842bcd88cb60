// Outgoing webhooks (issue 23 point 3): an endpoint chosen events, written to the outbox in the
// change's own transaction and delivered by the dispatcher, signed as Standard Webhooks v1 and
// verified here with the `standardwebhooks` package (the reference implementation); retries
// honour Retry-After, two secrets sign during a rotation, the log keeps each answer's first 4 KB,
// an endpoint failing for three days is switched off and its owners are told.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../testing/app.ts';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';
import { switchOffFailingEndpoints } from './webhook-jobs.ts';

type Received = { path: string; headers: IncomingMessage['headers']; body: string };
let receiver: Server;
let port = 0;
const received: Received[] = [];
/** What the receiver answers next: a status, a body and headers. */
let answer: { status: number; body: string; headers?: Record<string, string> } = {
  status: 204,
  body: '',
};

let app: FastifyInstance;
let database: Database;
let owner: SignedIn;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(answer.status, answer.headers ?? {});
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
  database = await testDatabase();
  app = await buildApp({
    config: testConfig({ FETCH_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${port}` }),
    database,
    mailer: null,
  });
  owner = await buildOrg(app, { organizationName: 'Hooks Org' });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  answer = { status: 204, body: '' };
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, who: SignedIn = owner) =>
  app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

const makeEndpoint = async (events: string[], path = '/hook') => {
  const res = await call('POST', '/api/webhooks/endpoints', {
    url: `http://127.0.0.1:${port}${path}`,
    description: 'SIEM',
    events,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { endpoint: { id: string }; secret: string };
};

const verify = (secret: string, r: Received) =>
  new Webhook(secret).verify(r.body, {
    'webhook-id': String(r.headers['webhook-id']),
    'webhook-timestamp': String(r.headers['webhook-timestamp']),
    'webhook-signature': String(r.headers['webhook-signature']),
  }) as { type: string; data: Record<string, unknown> };

describe('outgoing webhooks', () => {
  it('delivers a chosen event, signed so the reference verifier accepts it', async () => {
    const { endpoint, secret } = await makeEndpoint(['risk.created']);
    expect(secret).toMatch(/^whsec_/);
    const risk = (
      await call('POST', '/api/risks', { title: 'Hooked', likelihood: 2, impact: 3 })
    ).json().data as { id: string };
    // A change of a kind not chosen sends nothing.
    await call('PATCH', `/api/risks/${risk.id}`, { impact: 4 });
    // The worker's database may hold other files' deliveries: the receiver is what counts.
    await app.webhooks.drain();
    expect(received).toHaveLength(1);
    const event = verify(secret, received[0]!);
    expect(event.type).toBe('risk.created');
    expect(event.data).toMatchObject({ id: risk.id, entityType: 'risk' });
    expect((event.data.after as { title: string }).title).toBe('Hooked');
    expect(() =>
      new Webhook(`whsec_${Buffer.from('x'.repeat(32)).toString('base64')}`).verify(
        received[0]!.body,
        received[0]!.headers as Record<string, string>,
      ),
    ).toThrow();
    const log = (await call('GET', `/api/webhooks/endpoints/${endpoint.id}/deliveries`)).json()
      .data;
    expect(log.items).toEqual([
      expect.objectContaining({
        eventType: 'risk.created',
        status: 'delivered',
        attempts: 1,
        lastStatus: 204,
      }),
    ]);
  });

  it('refuses a private or malformed address, naming the field', async () => {
    for (const url of [
      'http://10.0.0.7/hook',
      'ftp://example.com/hook',
      'http://user:pw@example.com/',
    ]) {
      const res = await call('POST', '/api/webhooks/endpoints', { url, events: ['risk.created'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.details[0].field).toBe('url');
    }
  });

  it('lists the endpoints a page at a time', async () => {
    const own = await buildOrg(app, { organizationName: 'Paged Hooks Org' });
    const made: string[] = [];
    for (const path of ['/a', '/b', '/c']) {
      const res = await call(
        'POST',
        '/api/webhooks/endpoints',
        { url: `http://127.0.0.1:${port}${path}`, events: ['risk.created'] },
        own,
      );
      expect(res.statusCode, res.body).toBe(200);
      made.push(res.json().data.endpoint.id);
    }
    const first = (await call('GET', '/api/webhooks/endpoints?limit=2', undefined, own)).json()
      .data;
    expect(first).toMatchObject({ total: 3 });
    expect(first.items).toHaveLength(2);
    const rest = (
      await call(
        'GET',
        `/api/webhooks/endpoints?limit=2&cursor=${first.nextCursor}`,
        undefined,
        own,
      )
    ).json().data;
    expect(rest).toMatchObject({ total: 3, nextCursor: null });
    expect([...first.items, ...rest.items].map((e: { id: string }) => e.id).sort()).toEqual(
      made.sort(),
    );
    const bad = await call('GET', '/api/webhooks/endpoints?limit=0', undefined, own);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('limit');
  });

  it('tries again after a failure, honouring Retry-After, and keeps the answer’s first 4 KB', async () => {
    const { endpoint } = await makeEndpoint(['finding.created'], '/busy');
    answer = { status: 503, body: 'x'.repeat(10_000), headers: { 'retry-after': '120' } };
    const before = Date.now();
    await call('POST', '/api/findings', { title: 'Hooked finding', severity: 'high' });
    await app.webhooks.drain();
    const [delivery] = (
      await call('GET', `/api/webhooks/endpoints/${endpoint.id}/deliveries`)
    ).json().data.items;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 503 });
    expect(Date.parse(delivery.nextAttemptAt) - before).toBeGreaterThanOrEqual(119_000);
    const detail = (await call('GET', `/api/webhooks/deliveries/${delivery.id}`)).json().data;
    expect(detail.attemptLog[0]).toMatchObject({ attempt: 1, responseStatus: 503 });
    expect(detail.attemptLog[0].responseBody).toHaveLength(4096);
    expect(detail.request.headers['webhook-id']).toBe(delivery.id);
    // Redelivered at once, under the same webhook-id, to a receiver that now answers.
    answer = { status: 200, body: 'ok' };
    await call('POST', `/api/webhooks/deliveries/${delivery.id}/redeliver`);
    await app.webhooks.drain();
    expect(received.at(-1)!.headers['webhook-id']).toBe(delivery.id);
    const after = (await call('GET', `/api/webhooks/deliveries/${delivery.id}`)).json().data;
    expect(after).toMatchObject({ status: 'delivered', attempts: 2 });
    const endpointNow = (await call('GET', `/api/webhooks/endpoints/${endpoint.id}`)).json().data;
    expect(endpointNow.failingSince).toBeNull();
  });

  it('signs with both secrets while a rotation lasts, and sends a test event on request', async () => {
    const { endpoint, secret: old } = await makeEndpoint(['vendor.created'], '/rotated');
    const rotated = (
      await call('POST', `/api/webhooks/endpoints/${endpoint.id}/rotate-secret`)
    ).json().data as { secret: string; endpoint: { previousSecretExpiresAt: string } };
    expect(rotated.secret).not.toBe(old);
    expect(rotated.endpoint.previousSecretExpiresAt).not.toBeNull();
    const test = await call('POST', `/api/webhooks/endpoints/${endpoint.id}/test`);
    expect(test.statusCode).toBe(200);
    await app.webhooks.drain();
    const last = received.at(-1)!;
    expect(String(last.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(old, last).type).toBe('webhook.test');
    expect(verify(rotated.secret, last).type).toBe('webhook.test');
  });

  it('switches off an endpoint failing for three days and tells its owners', async () => {
    const { endpoint } = await makeEndpoint(['risk.deleted'], '/down');
    await database.raw(
      `update webhook_endpoints set failing_since = now() - interval '4 days' where id = $1`,
      [endpoint.id],
    );
    // Still trying to send it something: a test event waiting for its retry.
    await call('POST', `/api/webhooks/endpoints/${endpoint.id}/test`);
    await database.raw(
      `update webhook_deliveries set next_attempt_at = now() + interval '1 hour' where endpoint_id = $1`,
      [endpoint.id],
    );
    expect(await switchOffFailingEndpoints(database.db, new Date())).toBe(1);
    const now = (await call('GET', `/api/webhooks/endpoints/${endpoint.id}`)).json().data;
    expect(now).toMatchObject({ status: 'disabled' });
    expect(now.disabledReason).toMatch(/three days/);
    const notes = (await call('GET', '/api/notifications')).json().data.items as {
      title: string;
    }[];
    expect(notes.map((n) => n.title)).toContain(
      `The webhook to 127.0.0.1:${port} was switched off`,
    );
    // Switched off, it is sent nothing (changes meanwhile are not kept); switched on, it is again.
    const risk = (
      await call('POST', '/api/risks', { title: 'Gone', likelihood: 1, impact: 1 })
    ).json().data;
    await call('DELETE', `/api/risks/${risk.id}`);
    await app.webhooks.drain();
    const toIt = () => received.filter((r) => r.path === '/down');
    expect(toIt()).toHaveLength(0);
    await call('PATCH', `/api/webhooks/endpoints/${endpoint.id}`, { status: 'active' });
    const again = (
      await call('POST', '/api/risks', { title: 'Back', likelihood: 1, impact: 1 })
    ).json().data;
    await call('DELETE', `/api/risks/${again.id}`);
    await app.webhooks.drain();
    expect(toIt().map((r) => JSON.parse(r.body).data.id)).toEqual([again.id]);
  });

  it('takes a long or binary 2xx answer as delivered, keeping 4 KB of text', async () => {
    const { endpoint } = await makeEndpoint(['finding.created'], '/chatty');
    answer = { status: 200, body: `ok\u0000${'y'.repeat(200_000)}` };
    await call('POST', '/api/findings', { title: 'Chatty finding', severity: 'low' });
    await app.webhooks.drain();
    const [delivery] = (
      await call('GET', `/api/webhooks/endpoints/${endpoint.id}/deliveries`)
    ).json().data.items;
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 200 });
    const detail = (await call('GET', `/api/webhooks/deliveries/${delivery.id}`)).json().data;
    expect(detail.attemptLog[0].responseBody).toMatch(/^ok\ufffdy+$/);
    expect(detail.attemptLog[0].responseBody).toHaveLength(4096);
  });

  it('sends nothing to a switched-off endpoint on request, and keeps its address out of the log', async () => {
    const { endpoint } = await makeEndpoint(['risk.created'], '/secret-path?token=abc');
    await call('PATCH', `/api/webhooks/endpoints/${endpoint.id}`, { status: 'disabled' });
    const test = await call('POST', `/api/webhooks/endpoints/${endpoint.id}/test`);
    expect(test.statusCode).toBe(409);
    const audit = (await call('GET', `/api/audit-events?entityId=${endpoint.id}`)).json().data
      .items as { after: { url: string } }[];
    expect(JSON.stringify(audit)).not.toContain('token=abc');
    expect(audit[0]!.after.url).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/… \\([0-9a-f]{8}\\)$`),
    );
  });

  it('does not switch off an endpoint that failed long ago but has nothing left to send', async () => {
    const { endpoint } = await makeEndpoint(['vendor.deleted'], '/idle');
    await database.raw(
      `update webhook_endpoints set failing_since = now() - interval '5 days' where id = $1`,
      [endpoint.id],
    );
    expect(await switchOffFailingEndpoints(database.db, new Date())).toBe(0);
    const now = (await call('GET', `/api/webhooks/endpoints/${endpoint.id}`)).json().data;
    expect(now.status).toBe('active');
  });

  it('sends nothing for a change that rolls back', async () => {
    await makeEndpoint(['control.created'], '/rolled-back');
    // Refused at commit, after the change and its outbox rows were written.
    await database.raw(`
      create or replace function refuse_control() returns trigger language plpgsql as $$
      begin if new.title = 'Refused control' then raise exception 'refused'; end if; return new; end $$`);
    await database.raw(`
      create constraint trigger refuse_control after insert on controls
      deferrable initially deferred for each row execute function refuse_control()`);
    const res = await call('POST', '/api/controls', { title: 'Refused control' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    await database.raw(`drop trigger refuse_control on controls`);
    await app.webhooks.drain();
    expect(received.filter((r) => r.path === '/rolled-back')).toHaveLength(0);
    // The same change, committed, is sent: the refusal above was the only thing in its way.
    await call('POST', '/api/controls', { title: 'Refused control' });
    await app.webhooks.drain();
    expect(received.filter((r) => r.path === '/rolled-back')).toHaveLength(1);
  });
});
