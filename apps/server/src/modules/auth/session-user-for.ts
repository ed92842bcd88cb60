import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@rampart/contracts';
import type { Db } from '@rampart/db';
import { resolveActor } from '../../auth/actor.ts';
import { loadSessionUser } from '../users/session-user.ts';

/**
 * The session user of a session made or renewed on this request. Its cookie is not on the
 * request yet, so the organisation (the one asked for in the header, or the default) is resolved
 * by user id.
 */
export const sessionUserFor = async (
  db: Db,
  request: FastifyRequest,
  userId: string,
): Promise<SessionUser> => {
  const now = new Date();
  const principal = {
    userId,
    email: '',
    name: '',
    sessionToken: '',
    expiresAt: now,
    signedInAt: now,
  };
  const actor = await resolveActor(db, principal, request);
  return loadSessionUser(db, userId, actor.organizationId);
};
