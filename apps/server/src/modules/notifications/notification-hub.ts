// Who in this process is watching their notifications (the bell's stream), and the database
// channel that says, after each commit in any process, whose notifications changed.
import { listenChannel, NOTIFICATION_CHANNEL, type ChannelListener, type Db } from '@rampart/db';
import type { FastifyBaseLogger } from 'fastify';

export type Watcher = {
  /** Their notifications may have changed: read the count again. */
  changed(): void;
  /** Stop watching (signed out, the server stops). */
  close(): void;
};

export type NotificationHub = {
  /** Watches one person's notifications in one organisation; returns the way to stop. */
  watch(organizationId: string, userId: string, watcher: Watcher): () => void;
  /** Closes the person's streams here (their session or membership changed). */
  closeUser(userId: string): void;
  /** Resolves once the channel is heard (or could not be: streams then rely on their timer). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
};

/** Streams one person may hold open in one process; the oldest goes past it. */
export const WATCHERS_PER_PERSON = 10;

export const createNotificationHub = (opts: {
  db: Db;
  log: FastifyBaseLogger;
  /** Something was notified or read, somewhere (the outbox may have mail to send). */
  onSignal?: () => void;
}): NotificationHub => {
  const watchers = new Map<string, Set<Watcher>>();
  const keyOf = (organizationId: string, userId: string) => `${organizationId}\u0000${userId}`;
  let listener: ChannelListener | null = null;
  let closed = false;

  const heard = (payload: string) => {
    try {
      const [organizationId, userId] = JSON.parse(payload) as [string, string];
      for (const w of watchers.get(keyOf(organizationId, userId)) ?? []) w.changed();
    } catch (err) {
      opts.log.warn({ err }, 'unreadable notification signal');
    }
    opts.onSignal?.();
  };

  const ready = listenChannel(opts.db, NOTIFICATION_CHANNEL, heard, (err) =>
    opts.log.warn({ err }, 'notification channel dropped'),
  ).then(
    async (l) => {
      if (closed) await l.close();
      else listener = l;
    },
    (err: unknown) => opts.log.warn({ err }, 'could not listen for notifications'),
  );

  return {
    ready,
    watch(organizationId, userId, watcher) {
      const key = keyOf(organizationId, userId);
      const set = watchers.get(key) ?? new Set<Watcher>();
      watchers.set(key, set);
      set.add(watcher);
      if (set.size > WATCHERS_PER_PERSON) set.values().next().value?.close();
      return () => {
        set.delete(watcher);
        if (set.size === 0 && watchers.get(key) === set) watchers.delete(key);
      };
    },
    closeUser(userId) {
      for (const [key, set] of watchers) {
        if (key.endsWith(`\u0000${userId}`)) for (const w of [...set]) w.close();
      }
    },
    async close() {
      closed = true;
      for (const set of [...watchers.values()]) for (const w of [...set]) w.close();
      await ready;
      await listener?.close();
    },
  };
};
