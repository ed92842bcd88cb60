// Two real server processes on one PostgreSQL, both sweeping every 100 ms and draining the mail
// outbox on every signal (issue 13 point 5): a due control test is notified and mailed once, and
// an assignment made through one process is counted live on the other's stream and mailed once.
// Runs with DATABASE_URL (`npm run test:db`), in a database of its own so these processes take
// no other test's mail.
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
import { buildMember, buildOrg } from '../../testing/factories.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.ts';
import { call } from './notification-test-kit.ts';
import { notify } from './notify.ts';

const { DATABASE_URL, REDIS_URL } = process.env;
const SCRIPT = fileURLToPath(new URL('../../testing/notification-process.ts', import.meta.url));
const DAY = 86_400_000;

describe.skipIf(!DATABASE_URL)('notifications across two processes (PostgreSQL)', () => {
  const name = `rampart_notify_${process.pid}_${Date.now()}`;
  let sink: SmtpSink;
  const processes: CollabProcess[] = [];
  let admin: Database;
  let database: Database;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    admin = await openDatabase({ url: DATABASE_URL!, poolSize: 1 });
    await admin.raw(`create database ${name}`);
    const own = new URL(DATABASE_URL!);
    own.pathname = `/${name}`;
    url = own.toString();
    database = await openDatabase({ url, poolSize: 4 });
    await database.migrate();
    // People are made here, without mail (so without the verification step).
    app = await buildApp({ config: testConfig(), database, mailer: null });
    sink = await startSmtpSink();
  }, 120_000);

  afterAll(async () => {
    await stopProcesses(processes);
    await app?.close();
    await database?.close();
    await sink?.close();
    await admin?.raw(`drop database if exists ${name} with (force)`);
    await admin?.close();
  }, 60_000);

  it('writes one notification when two transactions race for the same event', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member');
    const event = {
      organizationId: owner.user.organizationId,
      userId: member.user.id,
      kind: 'report_ready' as const,
      title: 'Report ready',
      eventKey: 'report_ready:race',
    };
    const results = await Promise.all(
      [1, 2, 3].map(() => database.db.transaction((tx) => notify(tx, event))),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });

  it('notifies and mails a due test once while both processes sweep', async () => {
    const owner = await buildOrg(app, { name: 'Olivia Owner' });
    const member = await buildMember(app, owner, 'member', 'Mia Member');
    const control = (await call(app, owner, 'POST', '/api/controls', { title: 'Backups' })).json()
      .data;
    const due = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    const scheduled = await call(app, owner, 'POST', `/api/controls/${control.id}/schedule-test`, {
      nextTestDate: due,
      assignee: member.user.id,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);

    const env = (port: number) => ({
      DATABASE_URL: url,
      REDIS_URL: REDIS_URL ?? '',
      SMTP_URL: sink.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // As deployed (the outbox drains on each signal), with the test app's secret: its cookies
      // are good on both processes.
      NODE_ENV: 'development',
      AUTH_SECRET: testConfig().authSecret,
      NOTIFICATION_SWEEP_MS: '100',
      LOG_LEVEL: 'silent',
    });
    processes.push(
      ...(await Promise.all([
        startCollabProcess('rampart', 3331, env(3331), SCRIPT),
        startCollabProcess('rampart', 3332, env(3332), SCRIPT),
      ])),
    );
    const toMember = () => sink.received.filter((m) => m.includes(`To: ${member.email}`));
    const dueMails = () => toMember().filter((m) => m.includes('The test of “Backups” is due'));
    await expect.poll(() => dueMails().length, { timeout: 30_000 }).toBe(1);
    // Both go on sweeping for a while: still one of each.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(dueMails()).toHaveLength(1);
    expect(toMember().filter((m) => m.includes('assigned you the test'))).toHaveLength(1);
    const rows = await database.raw<{ kind: string; email_status: string }>(
      `select kind, email_status from notifications where user_id = $1 order by kind`,
      [member.user.id],
    );
    expect(rows).toEqual([
      { kind: 'assigned', email_status: 'sent' },
      { kind: 'test_due', email_status: 'sent' },
    ]);

    // Given a finding through process one, the member's stream on process two counts it.
    const [one, two] = processes as [CollabProcess, CollabProcess];
    const abort = new AbortController();
    const stream = await fetch(`${two.baseUrl}/api/notifications/stream`, {
      headers: { cookie: member.cookie, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    let text = '';
    const reading = (async () => {
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += value;
      }
    })().catch(() => {});
    await expect.poll(() => text).toContain('data: {"unread":2}');
    const given = await fetch(`${one.baseUrl}/api/findings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie, origin: one.baseUrl },
      body: JSON.stringify({ title: 'Stale keys', severity: 'high', ownerUserId: member.user.id }),
    });
    expect(given.status, await given.text()).toBe(200);
    await expect.poll(() => text, { timeout: 10_000 }).toContain('data: {"unread":3}');
    abort.abort();
    await reading;
    const findingMails = () => toMember().filter((m) => m.includes('the finding “Stale keys”'));
    await expect.poll(() => findingMails().length, { timeout: 10_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(findingMails()).toHaveLength(1);
  }, 90_000);
});
