// Live push to connected clients: the one path a use case takes, after its transaction commits,
// to tell open screens that something changed or that someone's access did. Events reach every
// process (through Redis when there are several, else directly); the collaboration server
// delivers them to its sockets (collaboration/collab-server.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { CollabResource } from '@rampart/contracts';

/** Whose connections an access change closes: one person's, one link's, or everyone's. */
export type AccessChange = { userId?: string; linkId?: string };

export type LivePushEvent =
  | { op: 'announce'; questionnaireId: string; resource: CollabResource }
  | ({ op: 'access'; questionnaireId: string } & AccessChange);

export type LivePush = {
  /** Tells the questionnaire's connected clients that a REST resource changed (they refetch). */
  announce(questionnaireId: string, resource: CollabResource): void;
  /**
   * Someone's access to a questionnaire changed (role, removal, visibility, status, a link
   * turned off): their connections (everyone's when `who` is omitted, a link's with `linkId`)
   * are closed, in every process, and reopen with what they now may do.
   */
  accessChanged(questionnaireId: string, who?: AccessChange): void;
};

export type LivePushChannel = {
  push: LivePush;
  /** The one deliverer in this process (the collaboration server); events before it are dropped. */
  deliverTo(deliver: (event: LivePushEvent) => void): void;
  /** Settles once this process listens for other processes' events (at once without Redis). */
  ready: Promise<void>;
  close(): Promise<void>;
};

const CHANNEL = 'rampart:collab';

export const createLivePush = ({
  redis,
  log,
}: {
  redis: Redis | null;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): LivePushChannel => {
  let deliver: (event: LivePushEvent) => void = () => {};
  const subscriber = redis ? redis.duplicate() : null;
  const ready = subscriber
    ? subscriber.subscribe(CHANNEL).then(
        () => undefined,
        (err: unknown) => log.warn({ err }, 'collab subscribe failed'),
      )
    : Promise.resolve();
  if (subscriber) {
    subscriber.on('message', (_channel: string, raw: string) => {
      try {
        deliver(JSON.parse(raw) as LivePushEvent);
      } catch (err) {
        log.warn({ err }, 'collab event unreadable');
      }
    });
  }
  const publish = (event: LivePushEvent) => {
    if (redis) {
      redis.publish(CHANNEL, JSON.stringify(event)).catch((err) => {
        log.warn({ err }, 'collab event not published');
        deliver(event);
      });
    } else deliver(event);
  };
  return {
    push: {
      announce: (questionnaireId, resource) =>
        publish({ op: 'announce', questionnaireId, resource }),
      accessChanged: (questionnaireId, who) => publish({ op: 'access', questionnaireId, ...who }),
    },
    deliverTo(next) {
      deliver = next;
    },
    ready,
    async close() {
      if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated by buildApp (tests push through it). */
    livePush: LivePush;
  }
}
