// LISTEN on a PostgreSQL channel with either engine. NOTIFY is transactional: a listener hears a
// message only once the transaction that sent it commits, and never if it rolls back.
import pg from 'pg';
import type { Db } from './client.ts';

export type ChannelListener = { close(): Promise<void> };

type PgliteLike = {
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
};

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * Calls `onMessage` with each payload sent on `channel`. The embedded engine delivers in its own
 * process; PostgreSQL through a connection of its own (outside the pool), opened again with a
 * growing pause if it drops (`onError` hears why; messages sent meanwhile are lost, which the
 * caller makes up for by reading again now and then).
 */
export const listenChannel = async (
  db: Db,
  channel: string,
  onMessage: (payload: string) => void,
  onError: (error: unknown) => void = () => {},
): Promise<ChannelListener> => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return listenPostgres(client, channel, onMessage, onError);
  const unlisten = await (client as PgliteLike).listen(channel, onMessage);
  return {
    close: async () => {
      await unlisten().catch(() => {});
    },
  };
};

const listenPostgres = async (
  pool: pg.Pool,
  channel: string,
  onMessage: (payload: string) => void,
  onError: (error: unknown) => void,
): Promise<ChannelListener> => {
  const options = (pool as unknown as { options: pg.ClientConfig }).options;
  let closed = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let pause = RETRY_MIN_MS;

  const connect = async (): Promise<void> => {
    const client = new pg.Client(options);
    client.on('notification', (m) => {
      if (m.channel === channel) onMessage(m.payload ?? '');
    });
    client.on('error', (err) => {
      onError(err);
      drop(client);
    });
    client.on('end', () => drop(client));
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    pause = RETRY_MIN_MS;
  };

  const drop = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    client.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((err: unknown) => {
        onError(err);
        schedule();
      });
    }, pause);
    retry.unref();
    pause = Math.min(pause * 2, RETRY_MAX_MS);
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
};
