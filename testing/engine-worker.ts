// Vitest setup for `npm run test:db` (RAMPART_TESTS=engine with DATABASE_URL): each worker gets a
// PostgreSQL database and a Redis database of its own, so two workers run side by side without
// one's row counts, job claims or keys meeting the other's. Worker N uses `<database>_wN` on the
// same server (made here when missing) and Redis database N. Runs before each file of a worker
// (isolation is off), so the first run rewrites the environment and later ones see it done.
import { openDatabase } from '@rampart/db';

const flag = '__rampartEngineWorker';
const worker = process.env.VITEST_POOL_ID ?? '1';
const state = globalThis as { [flag]?: true };

if (!state[flag] && process.env.DATABASE_URL) {
  const shared = new URL(process.env.DATABASE_URL);
  const own = new URL(shared);
  own.pathname = `${shared.pathname.replace(/\/$/, '') || '/test'}_w${worker}`;
  const name = own.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unusable test database name: ${name}`);
  const admin = await openDatabase({ url: shared.toString(), poolSize: 1 });
  try {
    const found = await admin.raw('select 1 from pg_database where datname = $1', [name]);
    if (found.length === 0) await admin.raw(`create database ${name}`);
  } finally {
    await admin.close();
  }
  process.env.DATABASE_URL = own.toString();
  if (process.env.REDIS_URL) {
    const redis = new URL(process.env.REDIS_URL);
    redis.pathname = `/${worker}`;
    process.env.REDIS_URL = redis.toString();
  }
  state[flag] = true;
}
