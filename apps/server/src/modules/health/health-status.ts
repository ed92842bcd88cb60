import type { Health } from '@rampart/contracts';
import type { Deps } from '../../deps.ts';

/** The server's health: whether the database answers, its migration, uptime and version. */
export const healthStatus = async (
  deps: Pick<Deps, 'database' | 'startedAt' | 'version'>,
  now = Date.now(),
): Promise<Health> => {
  const up = await deps.database.ping();
  return {
    status: up ? 'ok' : 'unavailable',
    database: {
      engine: deps.database.engine,
      ok: up,
      migration: up ? await deps.database.migrationVersion() : null,
    },
    uptimeSeconds: Math.round((now - deps.startedAt) / 100) / 10,
    version: deps.version,
  };
};
