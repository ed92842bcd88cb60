import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { outboxBacklog, waitingJobs, type Database } from '@rampart/db';

// One registry per app, never prom-client's global one: tests build many apps in one process,
// and a second registration of a name in one registry throws. Scrape-time values (pool, jobs,
// outboxes, sockets) are read when Prometheus asks, with cheap counts, not kept up to date.

const PREFIX = 'rampart_';
/** Seconds: from a cached read to a slow export. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export type MetricsSources = {
  database: Database;
  /** Open collaboration sockets in this process. */
  collaborationSockets: () => number;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

export type Metrics = {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** The text Prometheus reads. */
  scrape(): Promise<string>;
  stop(): void;
};

/** One read shared by the gauges that show parts of it, within one scrape. */
const sharedRead = <T>(read: () => Promise<T>) => {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= read().finally(() => {
      pending = null;
    });
    return pending;
  };
};

export const createMetrics = ({ database, collaborationSockets, log }: MetricsSources): Metrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  // A failed read (the database down) leaves its gauge empty; the rest of the scrape still answers.
  const guarded = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (err) {
      log.warn({ err }, `metrics: reading ${what} failed`);
    }
  };

  const requestDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer a request, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });

  const queryDuration = new Histogram({
    name: `${PREFIX}db_query_duration_seconds`,
    help: 'Time of each database statement through the driver, by outcome',
    labelNames: ['outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers,
  });
  const unlisten = database.onQuery?.((seconds, failed) =>
    queryDuration.observe({ outcome: failed ? 'error' : 'ok' }, seconds),
  );

  const pool = (name: string, help: string, pick: 'total' | 'idle' | 'waiting') =>
    new Gauge({
      name: `${PREFIX}db_pool_${name}`,
      help,
      registers,
      collect() {
        const stats = database.poolStats?.();
        if (stats) this.set(stats[pick]);
      },
    });
  pool('connections', 'Database connections open (the embedded engine has one)', 'total');
  pool('idle_connections', 'Database connections open and not in use', 'idle');
  pool('waiting_clients', 'Callers waiting for a database connection', 'waiting');

  const jobsRead = sharedRead(() => waitingJobs(database.db));
  new Gauge({
    name: `${PREFIX}jobs_waiting`,
    help: 'Background jobs queued and not yet started, by kind',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      this.reset();
      await guarded('waiting jobs', async () => {
        for (const row of await jobsRead()) this.set({ kind: row.kind }, row.waiting);
      });
    },
  });
  new Gauge({
    name: `${PREFIX}jobs_oldest_waiting_age_seconds`,
    help: 'How long the oldest queued job has waited, by kind',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      this.reset();
      await guarded('waiting jobs', async () => {
        const now = Date.now();
        for (const row of await jobsRead()) {
          if (row.oldestAt)
            this.set({ kind: row.kind }, Math.max(0, now - row.oldestAt.getTime()) / 1000);
        }
      });
    },
  });

  new Gauge({
    name: `${PREFIX}outbox_backlog`,
    help: 'Rows not yet sent, by outbox (mail, notifications, webhooks)',
    labelNames: ['outbox'] as const,
    registers,
    async collect() {
      this.reset();
      await guarded('outbox backlog', async () => {
        const backlog = await outboxBacklog(database.db);
        for (const [outbox, n] of Object.entries(backlog)) this.set({ outbox }, n);
      });
    },
  });

  new Gauge({
    name: `${PREFIX}collaboration_sockets_open`,
    help: 'Collaboration sockets open in this process',
    registers,
    collect() {
      this.set(collaborationSockets());
    },
  });

  return {
    registry,
    requestDuration,
    scrape: () => registry.metrics(),
    stop() {
      unlisten?.();
      registry.clear();
    },
  };
};
