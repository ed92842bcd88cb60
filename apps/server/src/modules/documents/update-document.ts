import type { UpdateDocumentBody } from '@rampart/contracts';
import { lockDocument, recordAudit, updateDocumentRow, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { invalid, notFound } from '../../errors.ts';
import { checkOwner } from '../organizations/owners.ts';
import { documentSnapshot } from './document-fields.ts';

/**
 * Changes what is said about a document (title, kind, owner, dates). Its approval stands: a
 * review that sets the next review date is not a new text. Only a new version returns it to draft.
 */
export const updateDocument = async ({
  actor,
  id,
  patch,
  db,
}: {
  actor: Actor;
  id: string;
  patch: UpdateDocumentBody;
  db: Db;
}): Promise<void> => {
  const { organizationId } = actor;
  await db.transaction(async (tx) => {
    const before = await lockDocument(tx, organizationId, id);
    if (!before) throw notFound('Document');
    await checkOwner(tx, organizationId, patch.ownerUserId);
    const reviewDate = patch.reviewDate === undefined ? before.reviewDate : patch.reviewDate;
    const expiresAt = patch.expiresAt === undefined ? before.expiresAt : patch.expiresAt;
    if (reviewDate && expiresAt && expiresAt.getTime() < reviewDate.getTime()) {
      throw invalid('expiresAt', 'The expiry date must be on or after the review date');
    }
    const after = await updateDocumentRow(tx, organizationId, id, patch);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.userId,
      action: 'document.updated',
      entityType: 'document',
      entityId: id,
      before: documentSnapshot(before),
      after: documentSnapshot(after!),
      requestId: actor.requestId,
    });
  });
};
