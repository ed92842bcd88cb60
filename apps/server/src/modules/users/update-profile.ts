import type { SessionUser, UpdateProfileBody } from '@rampart/contracts';
import { findUserById, recordAudit, updateUser, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import { notFound } from '../../errors.ts';
import { loadSessionUser } from './session-user.ts';

/** Changes the actor's name, avatar or persona and answers the session user as it now is. */
export const updateProfile = async ({
  actor,
  input,
  db,
  sessionCache,
}: {
  actor: Actor;
  input: UpdateProfileBody;
  db: Db;
  sessionCache: SessionCache;
}): Promise<SessionUser> => {
  const user = await db.transaction(async (tx) => {
    const before = await findUserById(tx, actor.userId);
    if (!before) throw notFound('User');
    const patch = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.avatar !== undefined && { image: input.avatar }),
      ...(input.persona !== undefined && { persona: input.persona }),
    };
    const after = await updateUser(tx, actor.userId, patch);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'user.profile_updated',
      entityType: 'user',
      entityId: actor.userId,
      before: { name: before.name, avatar: before.image, persona: before.persona },
      after: { name: after?.name, avatar: after?.image, persona: after?.persona },
      requestId: actor.requestId,
    });
    return loadSessionUser(tx, actor.userId, actor.organizationId);
  });
  // Cached sessions carry the name.
  await sessionCache.invalidateUser(actor.userId);
  return user;
};
