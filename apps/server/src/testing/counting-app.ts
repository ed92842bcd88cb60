import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '@rampart/db';
import { buildApp } from '../app.ts';
import { testConfig } from './app.ts';

/**
 * An app over its own database whose driver counts every statement, for tests that show a use
 * case's queries do not grow with its batch. Close it when done (an open PGlite keeps the
 * process alive).
 */
export const countingApp = async () => {
  const log: string[] = [];
  const database: Database = await openDatabase({
    ...(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, poolSize: 2 } : {}),
    logger: { logQuery: (query) => log.push(query) },
  });
  await database.migrate();
  const app: FastifyInstance = await buildApp({ config: testConfig(), database, mailer: null });
  return {
    app,
    /** The statements `run` sent, and what it returned. */
    async count<T>(run: () => Promise<T>): Promise<{ queries: string[]; result: T }> {
      const start = log.length;
      const result = await run();
      return { queries: log.slice(start), result };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
};
