// ETag and If-Match on single records (issue 23 point 4): a script or a screen that read a record
// can say which version it is changing, and a newer version answers 412 instead of being
// silently overwritten. One rule for every route, in the platform: a record's version is the
// `updatedAt` of the record a read answers; a read gives it as its ETag.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../../errors.ts';
import { withInternalCall } from '../../auth/internal-call.ts';
import { bearerOf } from '../../auth/api-tokens.ts';

const WRITES = new Set(['PATCH', 'PUT', 'DELETE']);
const READS = new Set(['GET', 'HEAD']);
/** Answers past this are not parsed for a version (exports, big documents). */
const MAX_PARSED = 512 * 1024;

export const PRECONDITION_MESSAGE =
  'Someone else changed this record since you read it: read it again to see their change, then make yours.';
const NO_VERSION_MESSAGE =
  'This address has no version to compare If-Match with: read the record for its ETag, or leave If-Match out.';

/** The version of one record's answer: its updatedAt, as an entity tag; null for anything else. */
export const versionOf = (payload: string): string | null => {
  if (payload.length > MAX_PARSED) return null;
  let data: unknown;
  try {
    data = (JSON.parse(payload) as { data?: unknown }).data;
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const updatedAt = (data as { updatedAt?: unknown }).updatedAt;
  return typeof updatedAt === 'string' ? `"${updatedAt}"` : null;
};

/**
 * Whether an If-Match (strong comparison) or If-None-Match (weak) list names the tag, RFC 9110
 * §13.1.1 and §13.1.2.
 */
export const namesTag = (header: string, tag: string, weak: boolean): boolean =>
  header.trim() === '*' ||
  header.split(',').some((t) => (weak ? t.trim().replace(/^W\//, '') : t.trim()) === tag);

const isRecordRoute = (url: string | undefined) =>
  url !== undefined && url.startsWith('/api/') && url.includes('/:');

/**
 * The version of the record as the same caller reads it now: 'gone' when the read answers 404
 * (the write then answers for itself), null when there is no version to compare.
 */
const currentVersion = async (request: FastifyRequest): Promise<string | 'gone' | null> => {
  const url = request.routeOptions.url;
  if (!url || !request.server.hasRoute({ method: 'GET', url })) return null;
  const headers: Record<string, string> = {};
  for (const name of ['cookie', 'authorization', 'organization-id']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const read = () =>
    request.server.inject({ method: 'GET', url: request.url.split('?')[0]!, headers });
  const bearer = bearerOf(request);
  // A token's read is the same request's: its look-up and rate limit are not spent twice.
  const res =
    bearer && request.apiToken && request.principal
      ? await withInternalCall(
          { bearer, principal: request.principal, apiToken: request.apiToken },
          async () => await read(),
        )
      : await read();
  if (res.statusCode === 404) return 'gone';
  if (res.statusCode !== 200) return null;
  return typeof res.headers.etag === 'string' ? res.headers.etag : null;
};

/**
 * Registers the rule: an ETag on every single record's read, 304 for a read whose If-None-Match
 * names it, and a check of If-Match before every PATCH, PUT and DELETE of a record, after the
 * route's own guard: a version other than the current read's answers 412, and so does an
 * address with no version to compare (`*` aside). The check reads the record just before the
 * write: two writes in the same few milliseconds can still both pass it.
 */
export const registerRecordVersions = (app: FastifyInstance): void => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (!isRecordRoute(route.url) || !methods.some((m) => WRITES.has(m))) return;
    route.preHandler = [
      ...[route.preHandler ?? []].flat(),
      async (request: FastifyRequest) => {
        const wanted = request.headers['if-match'];
        if (typeof wanted !== 'string' || !WRITES.has(request.method)) return;
        const current = await currentVersion(request);
        if (current === 'gone') return;
        if (current === null) {
          if (wanted.trim() === '*') return;
          throw new AppError('PRECONDITION_FAILED', NO_VERSION_MESSAGE);
        }
        if (!namesTag(wanted, current, false)) {
          throw new AppError('PRECONDITION_FAILED', PRECONDITION_MESSAGE);
        }
      },
    ];
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!READS.has(request.method) || !isRecordRoute(request.routeOptions.url)) return payload;
    const version = versionOf(payload);
    if (!version) return payload;
    reply.header('etag', version);
    const none = request.headers['if-none-match'];
    if (typeof none === 'string' && namesTag(none, version, true)) {
      reply.code(304);
      return null;
    }
    return payload;
  });
};
