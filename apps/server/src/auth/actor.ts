import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { MESSAGES, type Permission, type Role, roleSchema } from '@rampart/contracts';
import { hasAnyPermission, permissionsForRole } from '@rampart/domain';
import { findDefaultMembership, findMembership, type Db } from '@rampart/db';
import { AppError, forbidden, unauthenticated } from '../errors.ts';
import type { Auth } from './better-auth.ts';

/** The signed-in person, before an organisation is chosen. */
export type SessionPrincipal = {
  userId: string;
  email: string;
  name: string;
  sessionToken: string;
  expiresAt: Date;
};

/** Who acts, in which organisation, with what permissions. Every use case takes one. */
export type Actor = SessionPrincipal & {
  organizationId: string;
  role: Role;
  permissions: string[];
  requestId: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    principal?: SessionPrincipal;
    actor?: Actor;
  }
}

export const loadPrincipal = async (
  auth: Auth,
  request: FastifyRequest,
): Promise<SessionPrincipal | null> => {
  if (request.principal) return request.principal;
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  request.principal = {
    userId: result.user.id,
    email: result.user.email,
    name: result.user.name,
    sessionToken: result.session.token,
    expiresAt: new Date(result.session.expiresAt),
  };
  return request.principal;
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
): Promise<Actor> => {
  const requested = headerOrganization(request);
  let organizationId: string | null = null;
  let role: string | null = null;
  if (requested) {
    const membership = await findMembership(db, requested, principal.userId);
    if (!membership) throw forbidden();
    organizationId = membership.organizationId;
    role = membership.role;
  } else {
    const chosen = await findDefaultMembership(db, principal.userId);
    if (chosen) {
      organizationId = chosen.organizationId;
      role = chosen.role;
    }
  }
  if (!organizationId || !role) {
    throw new AppError('FORBIDDEN', 'You are not a member of any organisation.');
  }
  const parsedRole = roleSchema.parse(role);
  return {
    ...principal,
    organizationId,
    role: parsedRole,
    permissions: permissionsForRole(parsedRole),
    requestId: String(request.id),
  };
};

/** preHandler: a signed-in user, any organisation state. */
export const requireSession =
  (auth: Auth) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const principal = await loadPrincipal(auth, request);
    if (!principal) throw unauthenticated();
  };

/**
 * preHandler: a member of the request's organisation holding any of the permissions
 * (none listed: membership is enough).
 */
export const requireActor =
  (auth: Auth, db: Db, ...anyOf: Permission[]) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const principal = await loadPrincipal(auth, request);
    if (!principal) throw unauthenticated();
    const actor = await resolveActor(db, principal, request);
    if (anyOf.length > 0 && !hasAnyPermission(actor.permissions, anyOf)) {
      throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    }
    request.actor = actor;
  };

export const actorOf = (request: FastifyRequest): Actor => {
  if (!request.actor) throw unauthenticated();
  return request.actor;
};

export const principalOf = (request: FastifyRequest): SessionPrincipal => {
  if (!request.principal) throw unauthenticated();
  return request.principal;
};
