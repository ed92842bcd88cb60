// The typed client's schema (packages/client, issue 23): the types openapi-typescript makes of
// the API's OpenAPI document. client-schema-cli.ts writes it; typed-client.test.ts fails when the
// committed file no longer matches the routes.
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

export const CLIENT_SCHEMA_COMMAND = 'node --import tsx apps/server/src/dev/client-schema-cli.ts';
export const CLIENT_SCHEMA_FILE = fileURLToPath(
  new URL('../../../../packages/client/src/schema.d.ts', import.meta.url),
);

const BANNER = `// Generated from GET /api/openapi.json by \`${CLIENT_SCHEMA_COMMAND}\`. Do not edit.\n\n`;

/** The document the app serves at /api/openapi.json. */
export const openApiDocument = async (app: FastifyInstance): Promise<OpenAPI3> => {
  const res = await app.inject({ url: '/api/openapi.json' });
  if (res.statusCode !== 200) {
    throw new Error(`GET /api/openapi.json answered ${res.statusCode}: ${res.body}`);
  }
  return res.json<OpenAPI3>();
};

/** The text of packages/client/src/schema.d.ts for a document. */
export const clientSchemaSource = async (document: OpenAPI3): Promise<string> =>
  BANNER + astToString(await openapiTS(document));
