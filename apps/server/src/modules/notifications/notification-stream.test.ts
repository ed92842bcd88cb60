import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINE, testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { recordingMailer, TEST_ORIGIN, testConfig } from '../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { deliveryTrigger } from './delivery-trigger.ts';
import { createNotificationHub } from './notification-hub.ts';
import { bell, call, mailsTo } from './notification-test-kit.ts';
import { notify } from './notify.ts';

// A real listening server: the stream is read as a browser would, while it stays open.
let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  app = await buildApp({ config: testConfig(), database: await testDatabase(), mailer: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

type Stream = { counts: number[]; ended: Promise<void>; close(): void; type: string | null };

const openStream = async (who: SignedIn): Promise<Stream> => {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers: { cookie: who.cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  const counts: number[] = [];
  const ended = (async () => {
    let text = '';
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += value;
        const frames = text.split('\n\n');
        text = frames.pop() ?? '';
        for (const f of frames) {
          const m = /^event: unread\ndata: (.*)$/m.exec(f);
          if (m) counts.push((JSON.parse(m[1]!) as { unread: number }).unread);
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return { counts, ended, close: () => abort.abort(), type: res.headers.get('content-type') };
};

const team = async () => {
  const owner = await buildOrg(app, { name: 'Olivia Owner' });
  const member = await buildMember(app, owner, 'member', 'Mia Member');
  return { owner, member };
};

const giveFinding = (owner: SignedIn, member: SignedIn, title: string) =>
  call(app, owner, 'POST', '/api/findings', {
    title,
    severity: 'low',
    ownerUserId: member.user.id,
  });

describe('the unread count stream', () => {
  it('pushes the count as notifications arrive and are read, without asking again', async () => {
    const { owner, member } = await team();
    const stream = await openStream(member);
    try {
      expect(stream.type).toBe('text/event-stream; charset=utf-8');
      await expect.poll(() => stream.counts).toEqual([0]);
      await giveFinding(owner, member, 'One');
      await expect.poll(() => stream.counts).toEqual([0, 1]);
      await giveFinding(owner, member, 'Two');
      await expect.poll(() => stream.counts).toEqual([0, 1, 2]);
      const [latest] = await bell(app, member);
      await call(app, member, 'POST', `/api/notifications/${latest!.id}/read`, {});
      await expect.poll(() => stream.counts).toEqual([0, 1, 2, 1]);
      await call(app, member, 'POST', '/api/notifications/read-all', {});
      await expect.poll(() => stream.counts).toEqual([0, 1, 2, 1, 0]);
    } finally {
      stream.close();
    }
  });

  it('tells nobody else: another person’s stream stays where it was', async () => {
    const { owner, member } = await team();
    const watching = await openStream(owner);
    try {
      await expect.poll(() => watching.counts).toEqual([0]);
      await giveFinding(owner, member, 'Not yours');
      expect(await bell(app, member)).toHaveLength(1);
      // A count pushed to the owner would come within this wait; none may.
      await new Promise((r) => setTimeout(r, 300));
      expect(watching.counts).toEqual([0]);
    } finally {
      watching.close();
    }
  });

  it('ends when the person signs out', async () => {
    const { member } = await team();
    const stream = await openStream(member);
    await expect.poll(() => stream.counts).toEqual([0]);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: member.cookie, origin: TEST_ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    await stream.ended;
    const again = await fetch(`${baseUrl}/api/notifications/stream`, {
      headers: { cookie: member.cookie, accept: 'text/event-stream' },
    });
    expect(again.status).toBe(401);
  });

  it('answers one event and ends for a client that does not take a stream', async () => {
    const { member } = await team();
    const res = await app.inject({
      url: '/api/notifications/stream',
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('retry: 5000\n\nevent: unread\ndata: {"unread":0}\n\n');
  });
});

// The drain is global: on the PostgreSQL shared by test:db's workers it could take mail that
// other tests wait to send themselves, so this runs on the worker's own embedded database.
describe.skipIf(TEST_ENGINE === 'postgres')('mail on a signal from the database', () => {
  it('drains the outbox soon after a notification commits, when delivery is on', async () => {
    const { owner, member } = await team();
    const database = await testDatabase();
    const mailer = recordingMailer();
    const deps = { db: database.db, mailer, publicUrl: TEST_ORIGIN, log: app.log };
    const trigger = deliveryTrigger(deps, true);
    const hub = createNotificationHub({ db: database.db, log: app.log, onSignal: trigger.soon });
    await hub.ready;
    try {
      await database.db.transaction((tx) =>
        notify(tx, {
          organizationId: owner.user.organizationId,
          userId: member.user.id,
          kind: 'report_ready',
          title: 'Quarterly report ready',
          eventKey: 'report_ready:q3',
        }),
      );
      await expect
        .poll(() => mailsTo(mailer, member).map((m) => m.subject))
        .toEqual(['Quarterly report ready']);
    } finally {
      trigger.stop();
      await hub.close();
    }
  });
});
