import type { FastifyBaseLogger } from 'fastify';
import { deleteDocumentRow, lockDocument, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { documentSnapshot } from './document-fields.ts';

/**
 * Deletes a document with every version, link and text, and its audit event; then the stored
 * files. The record is the truth: a file that cannot be removed is logged, as evidence does.
 */
export const deleteDocument = async ({
  actor,
  id,
  db,
  storage,
  log,
}: {
  actor: Actor;
  id: string;
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}): Promise<string> => {
  const { organizationId } = actor;
  const keys = await db.transaction(async (tx) => {
    const before = await lockDocument(tx, organizationId, id);
    if (!before) throw notFound('Document');
    const deleted = await deleteDocumentRow(tx, organizationId, id);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.userId,
      action: 'document.deleted',
      entityType: 'document',
      entityId: id,
      before: { ...documentSnapshot(before), versions: deleted?.storageKeys.length ?? 0 },
      requestId: actor.requestId,
    });
    return deleted?.storageKeys ?? [];
  });
  for (const key of keys) {
    await storage.remove(key).catch((err: unknown) => {
      log.warn({ err, key }, 'document file left in storage after delete');
    });
  }
  return id;
};
