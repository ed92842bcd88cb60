import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { sessions } from '../schema/index.ts';

/**
 * A person's live sessions, the most recently used first. `updatedAt` is when better-auth last
 * extended the session: at most ten minutes behind the last request (SESSION_UPDATE_AGE_SECONDS).
 */
export const listLiveSessions = async (db: Executor, userId: string) =>
  db
    .select({
      id: sessions.id,
      token: sessions.token,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id));

/** Ends one of the person's sessions; false when it is not theirs (or gone already). */
export const deleteUserSession = async (
  db: Executor,
  userId: string,
  sessionId: string,
): Promise<boolean> =>
  (
    await db
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ id: sessions.id })
  ).length > 0;
