import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { apiTokenScopeSchema, type ApiTokenKind, type ApiTokenScope } from '@rampart/contracts';
import { findLiveApiToken, touchApiToken, type Db } from '@rampart/db';
import { AppError } from '../errors.ts';
import { makeLimiter, rateLimited, takePoint, takePointWithState } from './limiters.ts';

/** The token a request presents and what it may do; set when a bearer token authenticated it. */
export type ApiTokenPrincipal = {
  id: string;
  /** The name its maker gave it ("Claude desktop"). */
  name: string;
  organizationId: string;
  kind: ApiTokenKind;
  scopes: ApiTokenScope[];
};

declare module 'fastify' {
  interface FastifyRequest {
    apiToken?: ApiTokenPrincipal;
    /** The token's limit after this request: sent as RateLimit headers. */
    tokenLimit?: { limit: number; remaining: number; resetSeconds: number };
  }
  interface FastifyInstance {
    /** Decorated by buildApp: Authorization: Bearer on the REST routes. */
    apiTokens?: ApiTokenAuthenticator;
  }
}

const PREFIX: Record<ApiTokenKind, string> = { personal: 'rampart_pat_', service: 'rampart_svc_' };

/** Tokens are stored as their SHA-256: 256 random bits need no slow hash. */
export const hashApiToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const newApiToken = (kind: ApiTokenKind) => {
  const token = `${PREFIX[kind]}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashApiToken(token), hint: `${token.slice(0, PREFIX[kind].length + 6)}…` };
};

/**
 * The token's limit on every answer to it (draft-ietf-httpapi-ratelimit-headers): the policy, and
 * what is left of it with the seconds until the window starts again, so a script can pace itself.
 */
export const sendTokenLimit = (request: FastifyRequest, reply: FastifyReply): void => {
  const state = request.tokenLimit;
  if (!state) return;
  reply.header('ratelimit-policy', `"token";q=${state.limit};w=60`);
  reply.header('ratelimit', `"token";r=${state.remaining};t=${state.resetSeconds}`);
};

/** The bearer of `Authorization: Bearer …`, or null when there is no such header. */
export const bearerOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  // Other schemes (a reverse proxy's Basic) are not Rampart's: the cookie decides.
  if (header === undefined || !/^Bearer(\s|$)/i.test(header)) return null;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  // A malformed bearer is a failed authentication, never a fall back to cookies.
  return match?.[1] ?? '';
};

/** Unknown or dead tokens an address may present per minute before it is slowed down. */
const FAILURES_PER_MINUTE = 60;
/** Longer than any token Rampart makes: not worth hashing. */
const MAX_TOKEN_LENGTH = 200;

/** Requests a token may make per minute; each is a look-up, and scripts loop. */
export const API_TOKEN_REQUESTS_PER_MINUTE = 600;

export const tokenNotAllowed = () =>
  new AppError(
    'FORBIDDEN',
    'An API token cannot do this: sign in to manage your account, sign-in security or tokens.',
  );

/**
 * Authenticates bearer tokens: one indexed look-up per request (no cache, so a revocation holds
 * on the next request in every process), a limit per token, and the last use noted at most once
 * a minute.
 */
export class ApiTokenAuthenticator {
  private readonly limiter;
  private readonly failures;

  constructor(
    private readonly db: Db,
    redis: Redis | null,
    private readonly perMinute = API_TOKEN_REQUESTS_PER_MINUTE,
  ) {
    this.limiter = makeLimiter(redis, 'rampart:api-token', perMinute, 60);
    this.failures = makeLimiter(redis, 'rampart:api-token-failed', FAILURES_PER_MINUTE, 60);
  }

  async authenticate(request: FastifyRequest, bearer: string) {
    // An address that keeps presenting unknown tokens is slowed down before any look-up.
    const spent = await this.failures.get(request.ip);
    if (spent && spent.consumedPoints >= FAILURES_PER_MINUTE) {
      const seconds = Math.max(1, Math.ceil(spent.msBeforeNext / 1000));
      throw rateLimited(seconds, (m) => `Too many invalid API tokens: try again in ${m} min.`);
    }
    const found =
      bearer && bearer.length <= MAX_TOKEN_LENGTH
        ? await findLiveApiToken(this.db, hashApiToken(bearer))
        : null;
    if (!found) {
      await takePoint(this.failures, request.ip);
      throw new AppError(
        'UNAUTHENTICATED',
        'The API token is not valid: it may be mistyped, expired or revoked.',
      );
    }
    const { token } = found;
    const { wait, remaining, resetSeconds } = await takePointWithState(this.limiter, token.id);
    request.tokenLimit = { limit: this.perMinute, remaining, resetSeconds };
    if (wait !== null) {
      throw rateLimited(
        wait,
        (m) => `This API token made too many requests: try again in ${m} min.`,
      );
    }
    await touchApiToken(this.db, token.id, request.ip);
    request.apiToken = {
      id: token.id,
      name: token.name,
      organizationId: token.organizationId,
      kind: token.kind === 'service' ? 'service' : 'personal',
      scopes: token.scopes.flatMap((s) => {
        const scope = apiTokenScopeSchema.safeParse(s);
        return scope.success ? [scope.data] : [];
      }),
    };
    return {
      userId: token.userId,
      email: found.email,
      name: found.name,
      sessionToken: `api-token:${token.id}`,
      expiresAt: token.expiresAt,
      signedInAt: token.createdAt,
    };
  }
}
