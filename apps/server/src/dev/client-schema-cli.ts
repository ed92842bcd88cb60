// `node --import tsx apps/server/src/dev/client-schema-cli.ts`: writes the typed client's schema,
// packages/client/src/schema.d.ts, from the OpenAPI document of the routes as they are now. Run
// it after changing a route's schema (typed-client.test.ts fails until then). The app is built
// in this process over an empty embedded database in memory, whatever DATABASE_URL and
// REDIS_URL say: the routes make the document, not the data.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { openDatabase } from '@rampart/db';
import { buildApp } from '../app.ts';
import { testConfig } from '../testing/app.ts';
import { CLIENT_SCHEMA_FILE, clientSchemaSource, openApiDocument } from './client-schema.ts';

const database = await openDatabase();
try {
  await database.migrate();
  const app = await buildApp({
    config: { ...testConfig(), redisUrl: undefined },
    database,
    mailer: null,
  });
  try {
    writeFileSync(CLIENT_SCHEMA_FILE, await clientSchemaSource(await openApiDocument(app)));
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
console.error(`Wrote ${relative(process.cwd(), CLIENT_SCHEMA_FILE)}.`);
