import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLivePush, type LivePushChannel, type LivePushEvent } from './live-push.ts';

const redisUrl = process.env.REDIS_URL;
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => void warnings.push(args) };

/** Resolves with the next `count` events the channel delivers. */
const nextEvents = (channel: LivePushChannel, count: number) =>
  new Promise<LivePushEvent[]>((resolve) => {
    const heard: LivePushEvent[] = [];
    channel.deliverTo((event) => {
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
    // Both subscribers listen once Redis counts them on the channel.
    for (;;) {
      const [, listening] = (await one.redis.pubsub('NUMSUB', 'rampart:collab')) as [
        string,
        number,
      ];
      if (Number(listening) >= 2) break;
    }
    const inOne = nextEvents(one.channel, 1);
    const inTwo = nextEvents(two.channel, 1);
    one.channel.push.accessChanged('q9', { linkId: 'l1' });
    const expected = [{ op: 'access', questionnaireId: 'q9', linkId: 'l1' }];
    expect(await inTwo).toEqual(expected);
    expect(await inOne).toEqual(expected);
    expect(warnings).toEqual([]);
  });
});
