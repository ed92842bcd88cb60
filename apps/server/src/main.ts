import { openDatabase } from '@rampart/db';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startOpsSocket } from './ops/ops-socket.ts';
import { createFileStorage } from './platform/files/create-file-storage.ts';

const SHUTDOWN_GRACE_MS = 10_000;
/**
 * The embedded engine has no autovacuum: Rampart vacuums and analyses it itself, after start
 * and then every few hours, so dead rows are reclaimed and the planner's statistics stay fresh.
 */
const EMBEDDED_MAINTENANCE_MS = 6 * 60 * 60 * 1000;

const main = async () => {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
  );
  await database.migrate();
  const app = await buildApp({ config, database });
  // The embedded engine can be opened by one process only: `npm run backup` asks this one over
  // a socket in DATA_DIR (owner-only) while it runs (decision 048).
  const ops =
    database.engine === 'pglite'
      ? await startOpsSocket({
          dataDir: config.dataDir,
          database,
          storage: createFileStorage(config),
          log: app.log,
        })
      : null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      // Not ready from now on (503 on /api/health/ready), still serving: a load balancer stops
      // sending new requests here before the listener closes, so none meets a closed port.
      app.markStopping();
      if (config.shutdownDrainMs > 0) {
        await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
      }
      // Stops accepting, answers the requests in flight, closes idle keep-alive connections
      // (Fastify's forceCloseConnections 'idle'), and 503s with Connection: close any request
      // that still arrives on an open one (return503OnClosing).
      await app.close();
      await ops?.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  if (database.engine === 'pglite') {
    const maintain = async () => {
      const started = Date.now();
      try {
        await database.raw('vacuum analyze');
        app.log.info({ ms: Date.now() - started }, 'embedded database vacuumed');
      } catch (err) {
        app.log.warn({ err }, 'embedded database maintenance failed');
      }
    };
    setTimeout(() => void maintain(), 60_000).unref();
    setInterval(() => void maintain(), EMBEDDED_MAINTENANCE_MS).unref();
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      engine: database.engine,
      dataDir: config.databaseUrl ? null : config.dataDir,
    },
    'Rampart is ready',
  );
};

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
