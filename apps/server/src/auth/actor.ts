import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, type Permission, type Role, roleSchema } from '@rampart/contracts';
import { hasAnyPermission, permissionsForRole, tokenPermissions } from '@rampart/domain';
import { findActorMembership, type Db } from '@rampart/db';
import { AppError, forbidden, unauthenticated } from '../errors.ts';
import { bearerOf, tokenNotAllowed, type ApiTokenPrincipal } from './api-tokens.ts';
import { internalCallFor } from './internal-call.ts';
import type { Auth } from './better-auth.ts';
import { loadCookiePrincipal } from './session-principal.ts';
import type { CachedMembership, SessionCache } from './session-cache.ts';

/** The signed-in person, before an organisation is chosen. */
export type SessionPrincipal = {
  userId: string;
  email: string;
  name: string;
  sessionToken: string;
  expiresAt: Date;
  /** When this session was made: the organisation's session lifetime counts from it. */
  signedInAt: Date;
};

/** Who acts, in which organisation, with what permissions. Every use case takes one. */
export type Actor = SessionPrincipal & {
  organizationId: string;
  role: Role;
  permissions: string[];
  requestId: string;
  /** Set when an API token acts (decision 037): rules that go by role cap it by its scopes. */
  apiTokenId?: string;
};

/** An actor as the request resolved it, before the guard decides. */
export type ResolvedActor = Actor & {
  /** The organisation requires a second factor this person has not set up: they may only enrol. */
  secondFactorDue: boolean;
  /** The organisation asks its members to sign in again after this many hours. */
  sessionLifetimeHours: number | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    principal?: SessionPrincipal;
    actor?: Actor;
  }
  interface FastifyInstance {
    /** Decorated by buildApp; an app without it looks every session up. */
    sessionCache?: SessionCache;
  }
}

/**
 * Who the request is: the API token of `Authorization: Bearer` when it has one (decision 037),
 * else the session behind its cookie.
 */
export const loadPrincipal = async (
  auth: Auth,
  request: FastifyRequest,
): Promise<SessionPrincipal | null> => {
  if (request.principal) return request.principal;
  // A script's bearer token, when it sends one, is the only credential looked at.
  const bearer = bearerOf(request);
  if (bearer !== null) {
    const internal = internalCallFor(bearer);
    if (internal) {
      request.apiToken = internal.apiToken;
      return (request.principal = internal.principal);
    }
    if (!request.server.apiTokens) throw unauthenticated();
    return (request.principal = await request.server.apiTokens.authenticate(request, bearer));
  }
  return loadCookiePrincipal(auth, request);
};

const headerOrganization = (request: FastifyRequest): string | null => {
  const value = request.headers['organization-id'];
  const id = Array.isArray(value) ? value[0] : value;
  return id && id.trim() ? id.trim() : null;
};

/**
 * The organisation of the request: the `organization-id` header, honoured only for an
 * organisation the user belongs to; else the user's default; else their first.
 */
export const resolveActor = async (
  db: Db,
  principal: SessionPrincipal,
  request: FastifyRequest,
): Promise<ResolvedActor> => {
  if (request.apiToken) return resolveTokenActor(db, principal, request, request.apiToken);
  const requested = headerOrganization(request);
  const cache = request.server.sessionCache;
  const membership =
    cache?.membership(principal.userId, requested) ??
    (await loadMembership(db, cache, principal.userId, requested));
  return {
    ...principal,
    organizationId: membership.organizationId,
    role: membership.role,
    permissions: permissionsForRole(membership.role),
    requestId: String(request.id),
    secondFactorDue: membership.secondFactorDue,
    sessionLifetimeHours: membership.sessionLifetimeHours,
  };
};

/**
 * The actor of a bearer token, in the token's organisation whatever the header says. A personal
 * token acts as its person with their role now, a service token as its service account with at
 * most an admin's permissions; either only within its scopes (decision 037).
 */
const resolveTokenActor = async (
  db: Db,
  principal: SessionPrincipal,
  request: FastifyRequest,
  token: ApiTokenPrincipal,
): Promise<ResolvedActor> => {
  const cache = request.server.sessionCache;
  const membership =
    token.kind === 'personal'
      ? (cache?.membership(principal.userId, token.organizationId) ??
        (await loadMembership(db, cache, principal.userId, token.organizationId)))
      : null;
  // Never an owner's say over members (making owners, removing them): at most an admin's.
  const role: Role =
    membership && membership.role !== 'owner'
      ? membership.role
      : membership || token.scopes.includes('admin:write')
        ? 'admin'
        : 'member';
  const permissions = tokenPermissions(
    permissionsForRole(membership?.role ?? 'admin'),
    token.scopes,
  ).filter(
    // Four eyes: a service account approving what its maker submitted would be one pair.
    (p) => token.kind === 'personal' || p !== 'documents:approve',
  );
  return {
    ...principal,
    apiTokenId: token.id,
    organizationId: token.organizationId,
    role,
    permissions,
    requestId: String(request.id),
    secondFactorDue: membership?.secondFactorDue ?? false,
    // A token has its own expiry; the organisation's sign-in lifetime is for sessions.
    sessionLifetimeHours: null,
  };
};

const loadMembership = async (
  db: Db,
  cache: SessionCache | undefined,
  userId: string,
  requested: string | null,
): Promise<CachedMembership> => {
  const generation = cache?.generation ?? 0;
  const found = await findActorMembership(db, userId, requested);
  if (!found) {
    if (requested) throw forbidden();
    throw new AppError('FORBIDDEN', 'You are not a member of any organisation.');
  }
  const membership = {
    organizationId: found.organizationId,
    role: roleSchema.parse(found.role),
    secondFactorDue: Boolean(found.secondFactorDue),
    sessionLifetimeHours: found.sessionLifetimeHours,
  };
  // Refusals are not cached: they are rare, and caching them would let anyone fill the cache.
  cache?.rememberMembership(userId, requested, membership, generation);
  return membership;
};

/** What a preHandler demands. The generated security suites read it off the route table. */
export type Guard =
  | { kind: 'session' }
  | {
      kind: 'actor';
      anyOf: readonly Permission[];
      beforeSecondFactor?: true;
      /** Signed in only: an API token is refused (managing tokens). */
      signedIn?: true;
    }
  /** A bearer token only, never a cookie (the MCP endpoint); each call is checked further in. */
  | { kind: 'token' };
const guards = new WeakMap<object, Guard>();
const guarded = <F extends object>(guard: Guard, preHandler: F): F => {
  guards.set(preHandler, guard);
  return preHandler;
};
/** The guard of a preHandler made by requireSession or requireActor; undefined otherwise. */
export const guardOf = (preHandler: unknown): Guard | undefined =>
  typeof preHandler === 'function' ? guards.get(preHandler) : undefined;

/**
 * preHandler: a signed-in user, any organisation state. These are the account's own routes
 * (password, factors, sessions): an API token is refused on them.
 */
export const requireSession = (auth: Auth) =>
  guarded(
    { kind: 'session' },
    async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
      const principal = await loadPrincipal(auth, request);
      if (!principal) throw unauthenticated();
      if (request.apiToken) throw tokenNotAllowed();
    },
  );

/**
 * preHandler: a member of the request's organisation holding any of the permissions
 * (none listed: membership is enough).
 */
export const requireActor = (auth: Auth, db: Db, ...anyOf: Permission[]) =>
  guarded({ kind: 'actor', anyOf }, actorHandler(auth, db, anyOf, false));

/** preHandler: as requireActor, for a person signed in: an API token is refused. */
export const requireSignedInActor = (auth: Auth, db: Db, ...anyOf: Permission[]) =>
  guarded({ kind: 'actor', anyOf, signedIn: true }, actorHandler(auth, db, anyOf, false, true));

/**
 * preHandler: a member, even one whose organisation requires a second factor they have not set
 * up yet. Only for what the enrolment screen itself needs (the session user).
 */
export const requireActorBeforeSecondFactor = (auth: Auth, db: Db) =>
  guarded({ kind: 'actor', anyOf: [], beforeSecondFactor: true }, actorHandler(auth, db, [], true));

const actorHandler =
  (
    auth: Auth,
    db: Db,
    anyOf: readonly Permission[],
    beforeSecondFactor: boolean,
    signedIn = false,
    tokenOnly = false,
  ) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const principal = await loadPrincipal(auth, request);
    if (!principal) throw unauthenticated();
    // A token works only where a permission guards the route: the routes open to any member are
    // the person's own (profile, notifications, leaving), not a script's.
    if (request.apiToken && !tokenOnly && (signedIn || anyOf.length === 0)) throw tokenNotAllowed();
    const { secondFactorDue, sessionLifetimeHours, ...actor } = await resolveActor(
      db,
      principal,
      request,
    );
    if (
      sessionLifetimeHours !== null &&
      Date.now() - principal.signedInAt.getTime() > sessionLifetimeHours * 3_600_000
    ) {
      throw new AppError('UNAUTHENTICATED', MESSAGES.signInAgain);
    }
    if (secondFactorDue && !beforeSecondFactor) {
      throw new AppError('SECOND_FACTOR_REQUIRED', MESSAGES.secondFactorRequired);
    }
    if (anyOf.length > 0 && !hasAnyPermission(actor.permissions, anyOf)) {
      throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    }
    request.actor = actor;
  };

/**
 * preHandler: an API token of a member (`Authorization: Bearer`), never a session cookie; the
 * endpoint behind it (MCP) checks each call's permission as its REST route does. Without a
 * bearer the answer is 401 with `WWW-Authenticate`, so a client knows to bring one.
 */
export const requireTokenActor = (auth: Auth, db: Db, challenge: () => string) =>
  guarded({ kind: 'token' }, async (request: FastifyRequest, reply: FastifyReply) => {
    if (bearerOf(request) === null) {
      reply.header('www-authenticate', challenge());
      throw new AppError('UNAUTHENTICATED', MESSAGES.bearerRequired);
    }
    await actorHandler(
      auth,
      db,
      [],
      false,
      false,
      true,
    )(request, reply).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'UNAUTHENTICATED') {
        reply.header('www-authenticate', challenge());
      }
      throw error;
    });
  });

export const actorOf = (request: FastifyRequest): Actor => {
  if (!request.actor) throw unauthenticated();
  return request.actor;
};

export const principalOf = (request: FastifyRequest): SessionPrincipal => {
  if (!request.principal) throw unauthenticated();
  return request.principal;
};
