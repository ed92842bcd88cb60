// Idempotency-Key on POST (issue 23 point 4, decision 044): a script that is not sure its POST
// arrived sends it again with the same key and gets the first answer back, without a second
// risk, upload of a report or webhook test. One rule for every POST route, in the platform.
import { createHash } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  claimIdempotencyKey,
  keepIdempotentAnswer,
  releaseIdempotencyKey,
  type Db,
  type IdempotencyKeyRow,
} from '@rampart/db';
import { AppError, invalid } from '../../errors.ts';
import type { SecretBox } from '../secrets/secret-box.ts';

const HEADER = 'idempotency-key';
/** Visible ASCII, as the IETF draft's examples and every client library use (UUIDs, ULIDs). */
const KEY = /^[\x21-\x7e]{1,255}$/;
/** How long an answer is kept: a day of retries. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Answers past this are not kept (an export): a retry is refused rather than run twice. */
const MAX_KEPT_BYTES = 1024 * 1024;
const KEPT_HEADERS = ['content-type', 'content-disposition', 'location'];

const KEY_MESSAGE =
  'Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID is a good choice).';
const MULTIPART_MESSAGE =
  'Idempotency-Key is not taken on multipart uploads: send the upload without it, then list the records to see whether a retry is needed.';
const UNREAD_MESSAGE =
  'Idempotency-Key is not taken on this request: its body is read by the route itself.';
const REUSED_MESSAGE =
  'This Idempotency-Key was used for a different request in the last 24 hours: use a new key for a new request.';
const RUNNING_MESSAGE =
  'The first request with this Idempotency-Key is still running: retry in a moment for its answer.';
const NOT_KEPT_MESSAGE =
  'The first request with this Idempotency-Key was answered with a stream or a file too large to keep, so it is not run again: use a new key to ask again.';

declare module 'fastify' {
  interface FastifyRequest {
    /** SHA-256 of the method, address, organisation header and body bytes, when a key came. */
    idempotencyFingerprint?: string;
    /** The body is being fingerprinted as the parser reads it. */
    idempotencyHashing?: boolean;
    /** The key this request claimed (and when): its answer is kept when it is sent. */
    idempotencyClaim?: { scope: string; key: string; claimedAt: Date };
  }
}

const isMultipart = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('multipart/');

const fingerprintStart = (request: FastifyRequest) =>
  createHash('sha256').update(
    `${request.method} ${request.url}\n${String(request.headers['organization-id'] ?? '')}\n`,
  );

/**
 * Fingerprints the body as the parser reads it, byte for byte and without holding it: the
 * parser's own limits (1 MB of JSON) apply as they always do.
 */
const fingerprintBody = (request: FastifyRequest): Transform => {
  const hash = fingerprintStart(request);
  request.idempotencyHashing = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      request.idempotencyFingerprint = hash.digest('hex');
      done();
    },
  });
};

/** Where a kept answer is sealed: its caller and key, so it opens for nothing else. */
const sealContext = (scope: string, key: string) => `idempotency_keys.body:${scope}:${key}`;

const replay = (reply: FastifyReply, kept: IdempotencyKeyRow, secrets: SecretBox) => {
  let body: Buffer | null = null;
  try {
    if (kept.body !== null) {
      body = Buffer.from(secrets.open(kept.body, sealContext(kept.scope, kept.key)), 'base64');
    }
  } catch {
    // Sealed by a key since retired: as good as not kept.
    body = null;
  }
  if (body === null || kept.statusCode === null) {
    throw new AppError('CONFLICT', NOT_KEPT_MESSAGE);
  }
  reply.code(kept.statusCode);
  for (const [name, value] of Object.entries(kept.headers ?? {})) reply.header(name, value);
  reply.header('idempotent-replayed', 'true');
  return reply.send(body);
};

/**
 * Registers the rule on every POST: a request with an Idempotency-Key claims it for its caller
 * (the token, or the person) after the route's own guard; the first answer is kept for 24 hours
 * and a retry with the same key and body gets it back (`Idempotent-Replayed: true`); the same
 * key with another body is a 422, and while the first request runs a 409. Server errors and
 * rate-limit answers are not kept, so a retry runs again. Routes with no person or token
 * (sign-in, public links) run as if no key came.
 */
export const registerIdempotency = (app: FastifyInstance, db: Db, secrets: SecretBox): void => {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.method !== 'POST' || request.headers[HEADER] === undefined) return payload;
    // Multipart bodies are read by the route itself, from the socket: refused in preHandler.
    if (isMultipart(request)) return payload;
    // No body: nothing to read, the fingerprint is the method, address and organisation.
    const length = request.headers['content-length'];
    if ((length === undefined || length === '0') && !request.headers['transfer-encoding']) {
      return payload;
    }
    // An aborted upload ends the parser's read with its error, as without the fingerprint.
    return pipeline(payload, fingerprintBody(request), () => {});
  });

  app.addHook('onRoute', (route: RouteOptions) => {
    if (![route.method].flat().includes('POST')) return;
    route.preHandler = [
      ...[route.preHandler ?? []].flat(),
      async (request: FastifyRequest, reply: FastifyReply) => {
        const key = request.headers[HEADER];
        if (key === undefined || request.method !== 'POST') return;
        if (typeof key !== 'string' || !KEY.test(key))
          throw invalid('Idempotency-Key', KEY_MESSAGE);
        const principal = request.principal;
        if (!principal) return;
        if (isMultipart(request)) throw invalid('Idempotency-Key', MULTIPART_MESSAGE);
        // A body not read by now is read by the route: it cannot be fingerprinted first.
        if (request.idempotencyHashing && request.idempotencyFingerprint === undefined) {
          throw invalid('Idempotency-Key', UNREAD_MESSAGE);
        }
        const scope = request.apiToken
          ? `token:${request.apiToken.id}`
          : `user:${principal.userId}`;
        const fingerprint =
          request.idempotencyFingerprint ?? fingerprintStart(request).digest('hex');
        const now = new Date();
        const kept = await claimIdempotencyKey(
          db,
          {
            scope,
            key,
            userId: principal.userId,
            apiTokenId: request.apiToken?.id ?? null,
            organizationId: request.actor?.organizationId ?? null,
            fingerprint,
            expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
          },
          now,
        );
        if (!kept) {
          request.idempotencyClaim = { scope, key, claimedAt: now };
          return;
        }
        // The same request in another organisation is another request.
        const organizationId = request.actor?.organizationId ?? null;
        if (kept.fingerprint !== fingerprint || kept.organizationId !== organizationId) {
          throw new AppError('IDEMPOTENCY_KEY_REUSED', REUSED_MESSAGE, [
            { field: 'Idempotency-Key', message: REUSED_MESSAGE },
          ]);
        }
        if (kept.state === 'pending') {
          throw new AppError('CONFLICT', RUNNING_MESSAGE, undefined, { 'retry-after': '1' });
        }
        return replay(reply, kept, secrets);
      },
    ];
  });

  // Before compression: the answer is kept as the route sent it.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const status = reply.statusCode;
    try {
      if (status >= 500 || status === 429) {
        await releaseIdempotencyKey(db, claim);
        return payload;
      }
      const bytes =
        typeof payload === 'string'
          ? Buffer.from(payload)
          : Buffer.isBuffer(payload)
            ? payload
            : payload === null || payload === undefined
              ? Buffer.alloc(0)
              : null;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      // Answers can hold what is shown once (a new token's secret): kept sealed.
      await keepIdempotentAnswer(db, claim, {
        statusCode: status,
        headers,
        body:
          bytes && bytes.length <= MAX_KEPT_BYTES
            ? secrets.seal(bytes.toString('base64'), sealContext(claim.scope, claim.key))
            : null,
      });
    } catch (err) {
      // The answer still goes out; the key stays pending and is taken over after a while.
      request.log.error({ err }, 'idempotency: the answer could not be kept');
    }
    return payload;
  });

  // A reply the route wrote itself (an event stream) never passes onSend: its key is kept as
  // answered, with nothing to replay, so a retry is refused rather than run twice.
  app.addHook('onResponse', async (request, reply) => {
    const claim = request.idempotencyClaim;
    if (!claim) return;
    request.idempotencyClaim = undefined;
    try {
      await keepIdempotentAnswer(db, claim, {
        statusCode: reply.statusCode,
        headers: {},
        body: null,
      });
    } catch (err) {
      request.log.error({ err }, 'idempotency: the answer could not be kept');
    }
  });
};
