import type { FastifyInstance } from 'fastify';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@rampart/contracts';

/** What every route answers when it fails, declared once and referred to by every operation. */
const ERROR_RESPONSE = {
  description: 'A failure: { success: false, error: { code, message, details } }',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

// A querystring that takes any names (the single sign-on callback takes what the provider sends)
// has no parameters to list: @fastify/swagger would list its JSON Schema keywords as parameters,
// which no OpenAPI tool reads.
const transform: SwaggerTransform = (document) =>
  jsonSchemaTransform(
    document.schema?.querystring instanceof z.ZodRecord
      ? { ...document, schema: { ...document.schema, querystring: undefined } }
      : document,
  );

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Headers every POST, and every change of a record, takes (issue 23 point 4). */
const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any 1–255 visible ASCII characters (a UUID). A retry with the same key and body within 24 hours answers the first answer (Idempotent-Replayed: true) without running again; another body with the same key is a 422.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};
const IF_MATCH = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The ETag of the record as it was read: when someone changed it since, the change is refused with 412.',
  schema: { type: 'string' },
};
type Parameter = { name: string; in: string };
const HEADERS_BY_METHOD: Record<string, Parameter[]> = {
  post: [IDEMPOTENCY_KEY],
  patch: [IF_MATCH],
  put: [IF_MATCH],
  delete: [IF_MATCH],
};

type Operation = {
  responses?: object;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, unknown> };
};

/** Multipart uploads refuse an Idempotency-Key (decision 044): not listed there. */
const isMultipart = (operation: Operation) =>
  Object.keys(operation.requestBody?.content ?? {}).some((t) => t.startsWith('multipart/'));

const withErrorResponses: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const doc = document.openapiObject;
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      operation.responses = { ...operation.responses, default: ERROR_RESPONSE };
      const headers =
        path.startsWith('/api/') && !isMultipart(operation)
          ? (HEADERS_BY_METHOD[method] ?? [])
          : [];
      if (headers.length > 0) {
        operation.parameters = [...(operation.parameters ?? []), ...headers];
      }
    }
  }
  const error = z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' });
  return {
    ...doc,
    components: { ...doc.components, schemas: { ...doc.components?.schemas, Error: error } },
  } as typeof doc;
};

export const registerOpenApi = async (app: FastifyInstance, version: string): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Rampart API',
        version,
        description:
          'Risk and compliance platform. Responses are { success: true, data } or { success: false, error: { code, message, details } }. A script authenticates with an API token (Authorization: Bearer), which acts in its own organisation. The web app authenticates with the session cookie from POST /api/auth/sign-in and chooses the organisation with the organization-id header. Every list answers { items, total, nextCursor } and takes limit (1–200) and cursor: follow nextCursor until it is null. A record read answers an ETag; send it back as If-Match on PATCH, PUT and DELETE so a newer change is never overwritten (412). Every POST but a multipart upload takes an Idempotency-Key, so a retry never does the work twice. Token calls answer RateLimit-Policy and RateLimit headers.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'rampart.session_token' },
          token: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform,
    transformObject: withErrorResponses,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
