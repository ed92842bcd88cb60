import { deleteLibraryEntry, recordAudit, type Db } from '@rampart/db';
import { clipText } from '@rampart/domain';
import type { Actor } from '../../../auth/actor.ts';
import { notFound } from '../../../errors.ts';

/** Takes an approved answer out of the library: it is no longer reused. */
export const removeLibraryEntry = async ({
  actor,
  id,
  db,
}: {
  actor: Actor;
  id: string;
  db: Db;
}): Promise<void> =>
  db.transaction(async (tx) => {
    const removed = await deleteLibraryEntry(tx, actor.organizationId, id);
    if (!removed) throw notFound('Library answer');
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'answer_library.deleted',
      entityType: 'answer_library',
      entityId: id,
      before: {
        question: clipText(removed.question, 200),
        answer: removed.answer,
        text: removed.text,
        approvedBy: removed.approvedByName,
      },
      requestId: actor.requestId,
    });
  });
