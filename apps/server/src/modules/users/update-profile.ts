import type { UpdateProfileBody } from '@rampart/contracts';
import { findUserById, recordAudit, updateUser, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';

export const updateProfile = async ({
  actor,
  input,
  db,
}: {
  actor: Actor;
  input: UpdateProfileBody;
  db: Db;
}): Promise<void> => {
  await db.transaction(async (tx) => {
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
  });
};
