// One Rampart server process for the two-process tests (notifications, webhooks): PostgreSQL from
// DATABASE_URL, mail through SMTP_URL, and the background jobs running with the notification
// sweep every NOTIFICATION_SWEEP_MS and, when WEBHOOK_LOCK_MS is set, webhook claims held that
// long. Prints "ready <port>" on stdout when it listens.
import { openDatabase } from '@rampart/db';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

for (const [key, value] of Object.entries(process.env)) if (value === '') delete process.env[key];
const port = Number(process.env.PORT);
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const database = await openDatabase({ url: config.databaseUrl });
await database.migrate();
const app = await buildApp({
  config,
  database,
  jobs: {
    start: true,
    notificationSweepMs: Number(process.env.NOTIFICATION_SWEEP_MS ?? 200),
    ...(process.env.WEBHOOK_LOCK_MS ? { webhookLockMs: Number(process.env.WEBHOOK_LOCK_MS) } : {}),
  },
});
await app.listen({ port, host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
process.stdout.write(`ready ${port}\n`);
