// `npm run demo`: writes the demo organisation and its year into Rampart's database, in this
// process (the year needs its simulated clock, docs/decisions/023-demo-history.md), and prints
// how to sign in. With DATABASE_URL it may run while Rampart is up; the embedded database is a
// folder one process holds, so a running Rampart has to stop first.
import { openDatabase } from '@rampart/db';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createFileStorage } from '../platform/files/create-file-storage.ts';
import { apiViaInject, seedDemo } from './seed-demo.ts';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const base = `http://127.0.0.1:${config.port}`;

const serverUp = async (): Promise<boolean> => {
  try {
    return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1500) })).ok;
  } catch {
    return false;
  }
};

if (!config.databaseUrl && (await serverUp())) {
  console.error(
    `Rampart is running at ${base} and holds the embedded database in ${config.dataDir}.\n` +
      'Stop Rampart, run `npm run demo`, then start Rampart again.',
  );
  process.exit(1);
}

const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
);
await database.migrate();
// No background jobs while the year is written: they would run on the simulated clock. Queued
// work (reading uploaded documents' text) waits for the next start of Rampart.
const app = await buildApp({ config, database, mailer: null, jobs: { start: false } });
try {
  await seedDemo(apiViaInject(app), config.publicUrl, {
    app,
    db: database.db,
    // The same storage the app serves files from: the scheduled report runs' files.
    storage: createFileStorage(config),
  });
} finally {
  await app.close();
  await database.close();
}
