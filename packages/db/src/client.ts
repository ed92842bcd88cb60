import { readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { syncLibrary } from './repositories/library.ts';
import { queryTiming } from './query-timing.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or a transaction. */
export type Executor = Db | Tx;
export type Engine = 'pglite' | 'postgres';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));
const MIGRATION_LOCK = 72_427_001;

export type Database = {
  db: Db;
  engine: Engine;
  /** Applies migrations, then writes the shipped frameworks and control library. */
  migrate(): Promise<void>;
  /** The tag of the newest applied migration, or null before the first. */
  migrationVersion(): Promise<string | null>;
  ping(): Promise<boolean>;
  /** Plain SQL straight through the driver (benchmarks compare the API against it). */
  raw<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** Hears each statement's time through the driver (metrics); returns the unsubscribe. */
  onQuery?(listener: QueryListener): () => void;
  /** Connections open, idle and callers waiting for one; the embedded engine has one. */
  poolStats?(): PoolStats;
};

export type QueryListener = (seconds: number, failed: boolean) => void;
export type PoolStats = { total: number; idle: number; waiting: number };

export type OpenOptions = {
  /** postgres:// URL; when absent, the embedded engine is used. */
  url?: string;
  /** Folder for the embedded engine; absent means in memory (tests). */
  dataDir?: string;
  /** Pool size for the server engine. */
  poolSize?: number;
  /** Sees every statement sent through `db` (tests count the queries of a use case). */
  logger?: Logger;
};

const journalTags = (): string[] => {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((e) => e.tag);
};

const appliedVersion = async (db: Db): Promise<string | null> => {
  try {
    // Both drivers answer with { rows }.
    const result = (await db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    const n = Number(result.rows[0]?.n ?? 0);
    return n === 0 ? null : (journalTags()[n - 1] ?? `#${n}`);
  } catch {
    return null;
  }
};

export const openDatabase = async (options: OpenOptions = {}): Promise<Database> => {
  const timing = queryTiming();
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', (err) => console.error('postgres pool error', err.message));
    // Every statement goes through a pooled client, in a transaction or not.
    pool.on('connect', (client) => timing.wrap(client));
    const db = drizzlePg(pool, { schema, logger: options.logger }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      async migrate() {
        // One process migrates at a time; the others wait and then find nothing to do.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR });
          await syncLibrary(db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      migrationVersion: () => appliedVersion(db),
      async ping() {
        try {
          await pool.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      raw: async <T>(text: string, params: unknown[] = []) =>
        (await pool.query(text, params)).rows as T[],
      close: () => pool.end(),
      onQuery: timing.listen,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { pg_trgm },
  });
  timing.wrap(client);
  // Statements of a transaction go through the transaction's own object.
  const transaction = client.transaction.bind(client);
  client.transaction = (work) => transaction((tx) => work(timing.wrap(tx)));
  const db = drizzlePglite(client, { schema, logger: options.logger }) as unknown as Db;
  let closed = false;
  return {
    db,
    engine: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      await syncLibrary(db);
    },
    migrationVersion: () => appliedVersion(db),
    async ping() {
      if (closed) return false;
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    raw: async <T>(text: string, params: unknown[] = []) =>
      (await client.query<T>(text, params)).rows,
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
    onQuery: timing.listen,
    // One connection, which queues statements itself.
    poolStats: () => ({ total: closed ? 0 : 1, idle: closed ? 0 : 1, waiting: 0 }),
  };
};
