import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLivePush, type LivePushChannel, type LivePushEvent } from './live-push.ts';

const redisUrl = process.env.REDIS_URL;
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => void warnings.push(args) };

/**
 * Resolves with the next `count` events the channel delivers about one questionnaire (other
 * test files may publish on the same Redis channel at the same time).
 */
const nextEvents = (channel: LivePushChannel, questionnaireId: string, count: number) =>
  new Promise<LivePushEvent[]>((resolve) => {
    const heard: LivePushEvent[] = [];
    channel.deliverTo((event) => {
      if (event.questionnaireId !== questionnaireId) return;
      heard.push(event);
      if (heard.length === count) resolve(heard);
    });
  });

describe('live push in one process', () => {
  it('delivers announcements and access changes to the deliverer, in order', () => {
    const channel = createLivePush({ redis: null, log });
    const heard: LivePushEvent[] = [];
    channel.push.announce('q1', 'comments'); // no deliverer yet: nobody to tell
    channel.deliverTo((event) => heard.push(event));
    channel.push.announce('q1', 'members');
    channel.push.accessChanged('q1', { userId: 'u1' });
    channel.push.accessChanged('q2');
    expect(heard).toEqual([
      { op: 'announce', questionnaireId: 'q1', resource: 'members' },
      { op: 'access', questionnaireId: 'q1', userId: 'u1' },
      { op: 'access', questionnaireId: 'q2' },
    ]);
    expect(warnings).toEqual([]);
  });
});

describe.skipIf(!redisUrl)('live push across processes (REDIS_URL)', () => {
  const clients: Redis[] = [];
  const channels: LivePushChannel[] = [];
  afterAll(async () => {
    for (const c of channels) await c.close();
    await Promise.all(clients.map((c) => c.quit()));
  });

  it('carries an event pushed in one process to the deliverer of another', async () => {
    const open = () => {
      const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
      clients.push(redis);
      const channel = createLivePush({ redis, log });
      channels.push(channel);
      return { redis, channel };
    };
    const one = open();
    const two = open();
    // Other processes may listen on the same channel: wait for these two, not for a count.
    await Promise.all([one.channel.ready, two.channel.ready]);
    const questionnaireId = `q-${process.pid}-${Date.now()}`;
    const inOne = nextEvents(one.channel, questionnaireId, 1);
    const inTwo = nextEvents(two.channel, questionnaireId, 1);
    one.channel.push.accessChanged(questionnaireId, { linkId: 'l1' });
    const expected = [{ op: 'access', questionnaireId, linkId: 'l1' }];
    expect(await inTwo).toEqual(expected);
    expect(await inOne).toEqual(expected);
    expect(warnings).toEqual([]);
  });
});
