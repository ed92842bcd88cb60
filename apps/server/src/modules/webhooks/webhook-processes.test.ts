// Outgoing webhooks across real server processes on one PostgreSQL (issue 23 point 5): with two
// processes delivering, each event reaches the receiver once; once both are killed with
// `kill -9`, changes committed meanwhile wait in the outbox and the next process to start sends
// them; an event whose sender is killed in the middle of its send goes out again, under the same
// webhook-id, once the claim lapses.
// Runs with DATABASE_URL (`npm run test:db`), in a database of its own.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@rampart/db';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../testing/app.ts';
import {
  startCollabProcess,
  stopProcesses,
  type CollabProcess,
} from '../../testing/collab-processes.ts';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';

const { DATABASE_URL, REDIS_URL } = process.env;
const SCRIPT = fileURLToPath(new URL('../../testing/notification-process.ts', import.meta.url));

describe.skipIf(!DATABASE_URL)('webhooks across processes (PostgreSQL)', () => {
  const name = `rampart_hooks_${process.pid}_${Date.now()}`;
  const processes: CollabProcess[] = [];
  let admin: Database;
  let database: Database;
  let app: FastifyInstance;
  let url: string;
  let owner: SignedIn;
  let receiver: Server;
  let receiverPort = 0;
  /** Every webhook-id received, repeats included, with the event's record id. */
  const received: { id: string; recordId: string }[] = [];
  /** Risk titles whose first delivery is left unanswered. */
  const hangOn = new Set<string>();

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          data: { id: string; after?: { title?: string } };
        };
        received.push({ id: String(req.headers['webhook-id']), recordId: body.data.id });
        // The first delivery of a risk titled here gets no answer: its sender is killed mid-send.
        if (hangOn.delete(body.data.after?.title ?? '')) return;
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverPort = (receiver.address() as AddressInfo).port;
    admin = await openDatabase({ url: DATABASE_URL!, poolSize: 1 });
    await admin.raw(`create database ${name}`);
    const own = new URL(DATABASE_URL!);
    own.pathname = `/${name}`;
    url = own.toString();
    database = await openDatabase({ url, poolSize: 4 });
    await database.migrate();
    // Changes are made here, by an app that delivers nothing itself (its dispatcher never starts).
    app = await buildApp({
      config: testConfig({ FETCH_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${receiverPort}` }),
      database,
      mailer: null,
    });
    owner = await buildOrg(app, { organizationName: 'Hooks across processes' });
    const made = await app.inject({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      headers: { cookie: owner.cookie },
      payload: { url: `http://127.0.0.1:${receiverPort}/hook`, events: ['risk.created'] },
    });
    expect(made.statusCode, made.body).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await stopProcesses(processes);
    await app?.close();
    await database?.close();
    // A request left unanswered on purpose must not hold the receiver open.
    receiver?.closeAllConnections();
    await new Promise((r) => receiver?.close(r));
    await admin?.raw(`drop database if exists ${name} with (force)`);
    await admin?.close();
  }, 60_000);

  const env = (port: number) => ({
    DATABASE_URL: url,
    REDIS_URL: REDIS_URL ?? '',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'development',
    // The test app's secret: the endpoint's signing secret it sealed opens in both processes.
    AUTH_SECRET: testConfig().authSecret,
    FETCH_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${receiverPort}`,
    LOG_LEVEL: 'silent',
    // A claim lapses after 12 s here, not 60: still longer than a send's 10 s timeout.
    WEBHOOK_LOCK_MS: '12000',
  });

  const createRisks = async (count: number, label: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/risks/bulk-create',
      headers: { cookie: owner.cookie },
      payload: {
        risks: Array.from({ length: count }, (_, i) => ({
          title: `${label} ${i}`,
          likelihood: 2,
          impact: 2,
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: string }[]).map((r) => r.id);
  };

  it('delivers each event once while two processes deliver', async () => {
    processes.push(
      ...(await Promise.all([
        startCollabProcess('rampart', 3341, env(3341), SCRIPT),
        startCollabProcess('rampart', 3342, env(3342), SCRIPT),
      ])),
    );
    const ids = await createRisks(60, 'Raced');
    await expect
      .poll(() => new Set(received.map((r) => r.recordId)).size, { timeout: 30_000 })
      .toBe(ids.length);
    // Both go on looking for a while: still once each.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(received).toHaveLength(ids.length);
    expect(new Set(received.map((r) => r.id)).size).toBe(ids.length);
  }, 90_000);

  it('sends again what a process killed with kill -9 in the middle of sending left', async () => {
    await stopProcesses(processes.splice(0));
    received.length = 0;
    const sender = await startCollabProcess('rampart', 3344, env(3344), SCRIPT);
    processes.push(sender);
    const token = await app.inject({
      method: 'POST',
      url: '/api/account/api-tokens',
      headers: { cookie: owner.cookie },
      payload: { name: 'mid-send', scopes: ['risks:write'], expiresInDays: 1 },
    });
    expect(token.statusCode, token.body).toBe(200);
    // The change is committed by the process that is then killed while it sends the event.
    hangOn.add('Killed mid-send');
    const made = await fetch('http://127.0.0.1:3344/api/risks/bulk-create', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token.json().data.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ risks: [{ title: 'Killed mid-send', likelihood: 3, impact: 3 }] }),
    });
    expect(made.status).toBe(200);
    const id = ((await made.json()) as { data: { id: string }[] }).data[0]!.id;
    await expect
      .poll(() => received.filter((r) => r.recordId === id).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const exited = new Promise((r) => sender.child.once('exit', r));
    sender.child.kill('SIGKILL');
    await exited;
    processes.splice(0);
    // Another process takes the lapsed claim (12 s here) and sends the same event again.
    processes.push(await startCollabProcess('rampart', 3345, env(3345), SCRIPT));
    await expect
      .poll(() => received.filter((r) => r.recordId === id).length, { timeout: 60_000 })
      .toBe(2);
    const [first, second] = received.filter((r) => r.recordId === id);
    expect(second!.id).toBe(first!.id);
  }, 180_000);

  it('sends what a process killed with kill -9 left, once another starts', async () => {
    for (const p of processes.splice(0)) {
      const exited = new Promise((r) => p.child.once('exit', r));
      p.child.kill('SIGKILL');
      await exited;
    }
    received.length = 0;
    // Committed while no process delivers: the events wait in the outbox.
    const ids = await createRisks(5, 'After the crash');
    await new Promise((r) => setTimeout(r, 500));
    expect(received).toHaveLength(0);
    processes.push(await startCollabProcess('rampart', 3343, env(3343), SCRIPT));
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(ids.length);
    expect(received.map((r) => r.recordId).sort()).toEqual([...ids].sort());
  }, 150_000);
});
