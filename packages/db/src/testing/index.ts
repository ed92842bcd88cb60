import { openDatabase, type Database } from '../client.ts';

export const TEST_ENGINE: 'pglite' | 'postgres' = process.env.DATABASE_URL ? 'postgres' : 'pglite';

let shared: Promise<Database> | null = null;

/**
 * One database per test worker: PGlite in memory by default, the PostgreSQL server when
 * DATABASE_URL is set. Each test makes its own organisation, so tests need no cleanup.
 */
export const testDatabase = (): Promise<Database> => {
  shared ??= (async () => {
    const database = await openDatabase(
      process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, poolSize: 4 } : {},
    );
    await database.migrate();
    return database;
  })();
  return shared;
};
