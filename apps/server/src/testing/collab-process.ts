// One server process for `npm run bench:collab` and the two-process collaboration test:
// Rampart (authentication, checks and persistence on) or a bare Hocuspocus (no hooks), with the
// Redis extension when REDIS_URL is set. Prints "ready <port>" on stdout when it listens.
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { Server } from '@hocuspocus/server';
import { Redis } from 'ioredis';
import { openDatabase } from '@rampart/db';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

// An empty value means "not set" (a parent turning off its own DATABASE_URL or REDIS_URL).
for (const [key, value] of Object.entries(process.env)) if (value === '') delete process.env[key];
const kind = process.env.BENCH_COLLAB_KIND;
const port = Number(process.env.PORT);

if (kind === 'bare') {
  const url = process.env.REDIS_URL;
  const server = new Server({
    port,
    address: '127.0.0.1',
    quiet: true,
    extensions: url
      ? [
          new RedisExtension({
            createClient: () => new Redis(url) as never,
            prefix: 'bench:bare',
          }),
        ]
      : [],
  });
  await server.listen();
} else {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
  );
  await database.migrate();
  const app = await buildApp({ config, database, mailer: null, jobs: { start: false } });
  await app.listen({ port, host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
process.stdout.write(`ready ${port}\n`);
