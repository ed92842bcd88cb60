import { deleteOtherSessions, deleteUserSession, recordPersonAudit, type Db } from '@rampart/db';
import type { SessionPrincipal } from '../../auth/actor.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import { notFound } from '../../errors.ts';

/**
 * Ends one of the person's sessions (a laptop left somewhere), or, with `others`, every one
 * but this. The ended cookies are refused at once here and, through the session cache, in every
 * process, and their collaboration sockets close.
 */
export const endSessions = async ({
  principal,
  sessionId,
  db,
  sessionCache,
  requestId,
}: {
  principal: SessionPrincipal;
  /** One session, or 'others' for all but the caller's. */
  sessionId: string | 'others';
  db: Db;
  sessionCache: SessionCache;
  requestId: string;
}): Promise<void> => {
  await db.transaction(async (tx) => {
    if (sessionId === 'others') {
      await deleteOtherSessions(tx, principal.userId, principal.sessionToken);
    } else if (!(await deleteUserSession(tx, principal.userId, sessionId))) {
      throw notFound('Session');
    }
    await recordPersonAudit(tx, {
      userId: principal.userId,
      actorId: principal.userId,
      action: sessionId === 'others' ? 'user.other_sessions_ended' : 'user.session_ended',
      after: sessionId === 'others' ? null : { sessionId },
      requestId,
    });
  });
  await sessionCache.invalidateUser(principal.userId);
};
