import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import SCIMMY from 'scimmy';
import { SCIM_BASE_PATH } from '@rampart/contracts';
import { findScimSettingsByTokenHash, touchScimToken, type ScimSettingsRow } from '@rampart/db';
import { makeLimiter, takePoint } from '../../auth/limiters.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { addJsonParser } from '../../plugins/input-hardening.ts';
import { scimError } from './scim-context.ts';
import { hashScimToken } from './scim-token.ts';
import { declareScimResources } from './scim-resources.ts';
import { runScim, type ScimQuery, type ScimResourceName } from './run-scim.ts';

/** Requests per organisation token per minute: a full sync of thousands of people fits. */
const REQUESTS_PER_MINUTE = 1200;
const SCIM_TYPE = 'application/scim+json; charset=utf-8';
const MAX_ID = 64;
const MAX_FILTER = 2000;

declare module 'fastify' {
  interface FastifyRequest {
    scimSettings?: ScimSettingsRow;
  }
}

const bearerOf = (request: FastifyRequest): string | null => {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
};

const unauthorised = (detail: string) =>
  Object.assign(scimError(401, null, detail), { wwwAuthenticate: 'Bearer realm="SCIM"' });

/** RFC 7644 §3.12: a plain object (scimmy's ErrorResponse is an Error, which Fastify would throw). */
const sendError = (
  reply: FastifyReply,
  error: { status: unknown; scimType?: unknown; message: string },
  headers: Record<string, string> = {},
) =>
  reply
    .code(Number(error.status))
    .headers(headers)
    .type(SCIM_TYPE)
    .send({
      schemas: [SCIMMY.Messages.Error.id],
      status: String(error.status),
      ...(error.scimType ? { scimType: String(error.scimType) } : {}),
      detail: error.message,
    });

const positive = (value: unknown, name: string, min: number): number | undefined => {
  if (value === undefined) return undefined;
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < min) {
    throw scimError(400, 'invalidValue', `${name}: must be a whole number of at least ${min}`);
  }
  return number;
};

const optionalText = (value: unknown, name: string, max: number): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > max) {
    throw scimError(400, 'invalidValue', `${name}: at most ${max} characters of text`);
  }
  return value;
};

const queryOf = (request: FastifyRequest): ScimQuery => {
  const q = (request.query ?? {}) as Record<string, unknown>;
  const filter = optionalText(q.filter, 'filter', MAX_FILTER);
  const startIndex = positive(q.startIndex, 'startIndex', 1);
  const count = positive(q.count, 'count', 0);
  const attributes = optionalText(q.attributes, 'attributes', MAX_FILTER);
  const excludedAttributes = optionalText(q.excludedAttributes, 'excludedAttributes', MAX_FILTER);
  return {
    ...(filter !== undefined ? { filter } : {}),
    ...(startIndex !== undefined ? { startIndex } : {}),
    ...(count !== undefined ? { count } : {}),
    ...(attributes !== undefined ? { attributes } : {}),
    ...(excludedAttributes !== undefined ? { excludedAttributes } : {}),
  };
};

const idOf = (request: FastifyRequest): string => {
  const { id } = request.params as { id: string };
  if (id.length > MAX_ID) throw scimError(404, null, `Resource ${id.slice(0, MAX_ID)}… not found`);
  return id;
};

/**
 * The SCIM 2.0 service (RFC 7644) an organisation's identity provider calls: its bearer token
 * names the organisation; Users and Groups are read and written through scimmy, whose handlers
 * live in scim-resources.ts. Errors are SCIM error messages, never Rampart's envelope.
 */
export const scimServiceRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const { db } = deps.database;
  const limiter = makeLimiter(deps.redis, 'rampart:scim', REQUESTS_PER_MINUTE, 60);
  declareScimResources();

  await app.register(
    async (scim) => {
      addJsonParser(scim, 'application/scim+json');

      scim.setErrorHandler(
        (error: FastifyError | AppError | SCIMMY.Types.SCIMError, request, reply) => {
          if (error instanceof SCIMMY.Types.Error) {
            const challenge = (error as { wwwAuthenticate?: string }).wwwAuthenticate;
            return sendError(reply, error, challenge ? { 'www-authenticate': challenge } : {});
          }
          if (error instanceof AppError) {
            return sendError(reply, scimError(error.status, null, error.message), error.headers);
          }
          const status = (error as FastifyError).statusCode;
          if (status && status >= 400 && status < 500) {
            return sendError(reply, scimError(status, 'invalidSyntax', error.message));
          }
          request.log.error({ err: error }, 'SCIM request failed');
          return sendError(reply, scimError(500, null, 'The request could not be completed'));
        },
      );

      scim.setNotFoundHandler((request, reply) =>
        sendError(reply, scimError(404, null, `No SCIM endpoint ${request.method} ${request.url}`)),
      );

      // The token before anything else: nothing is parsed or looked up for an outsider.
      scim.addHook('onRequest', async (request) => {
        const token = bearerOf(request);
        if (!token) throw unauthorised('Send the organisation’s SCIM token as a Bearer token');
        const settings = await findScimSettingsByTokenHash(db, hashScimToken(token));
        if (!settings) throw unauthorised('The SCIM token is not valid (rotated or removed?)');
        const wait = await takePoint(limiter, settings.organizationId);
        if (wait !== null) {
          throw new AppError(
            'RATE_LIMITED',
            `Too many requests: try again in ${wait} seconds`,
            undefined,
            {
              'retry-after': String(wait),
            },
          );
        }
        request.scimSettings = settings;
        await touchScimToken(db, settings.organizationId, request.ip);
      });

      const reply = (res: FastifyReply, status: number, body: unknown) =>
        status === 204 ? res.code(204).send() : res.code(status).type(SCIM_TYPE).send(body);

      const run = (
        request: FastifyRequest,
        operation: Parameters<typeof runScim>[0]['operation'],
      ) =>
        runScim({
          db,
          sessionCache: deps.sessionCache,
          settings: request.scimSettings!,
          requestId: String(request.id),
          operation,
        });

      scim.get('/ServiceProviderConfig', async (_req, res) =>
        reply(res, 200, await new SCIMMY.Resources.ServiceProviderConfig().read()),
      );
      for (const kind of ['ResourceTypes', 'Schemas'] as const) {
        const Resource =
          kind === 'Schemas' ? SCIMMY.Resources.Schema : SCIMMY.Resources.ResourceType;
        scim.get(`/${kind}`, async (_req, res) => reply(res, 200, await new Resource().read()));
        scim.get(`/${kind}/:id`, async (req, res) => {
          try {
            return reply(res, 200, await new Resource(idOf(req)).read());
          } catch (error) {
            if (error instanceof SCIMMY.Types.Error) throw error;
            throw scimError(404, null, `No ${kind} ${idOf(req)}`);
          }
        });
      }

      for (const resource of ['Users', 'Groups'] as const satisfies ScimResourceName[]) {
        scim.get(`/${resource}`, async (req, res) => {
          const result = await run(req, { kind: 'read', resource, query: queryOf(req) });
          return reply(res, result.status, result.body);
        });
        scim.post(`/${resource}`, async (req, res) => {
          const result = await run(req, { kind: 'create', resource, body: req.body });
          const id = (result.body as { id?: string }).id;
          if (id)
            res.header('location', `${deps.config.publicUrl}${SCIM_BASE_PATH}/${resource}/${id}`);
          return reply(res, result.status, result.body);
        });
        scim.get(`/${resource}/:id`, async (req, res) => {
          const id = idOf(req);
          const result = await run(req, { kind: 'read', resource, id, query: queryOf(req) });
          return reply(res, result.status, result.body);
        });
        scim.put(`/${resource}/:id`, async (req, res) => {
          const result = await run(req, {
            kind: 'replace',
            resource,
            id: idOf(req),
            body: req.body,
          });
          return reply(res, result.status, result.body);
        });
        scim.patch(`/${resource}/:id`, async (req, res) => {
          const result = await run(req, { kind: 'patch', resource, id: idOf(req), body: req.body });
          return reply(res, result.status, result.body);
        });
        scim.delete(`/${resource}/:id`, async (req, res) => {
          const result = await run(req, { kind: 'delete', resource, id: idOf(req) });
          return reply(res, result.status, result.body);
        });
      }
    },
    { prefix: SCIM_BASE_PATH },
  );
};
