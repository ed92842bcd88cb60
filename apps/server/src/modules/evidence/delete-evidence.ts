import type { FastifyBaseLogger } from 'fastify';
import { deleteEvidenceRow, findEvidence, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { evidenceSnapshot } from './evidence-fields.ts';

/**
 * Deletes the record with its audit event, then the stored file. The record is the truth: a file
 * that cannot be removed is logged as an orphan rather than failing a delete already made.
 */
export const deleteEvidence = async ({
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
  const row = await db.transaction(async (tx) => {
    const before = await findEvidence(tx, actor.organizationId, id);
    if (!before) throw notFound('Evidence');
    await deleteEvidenceRow(tx, actor.organizationId, id);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'evidence.deleted',
      entityType: 'evidence',
      entityId: id,
      before: evidenceSnapshot(before),
      requestId: actor.requestId,
    });
    return before;
  });
  await storage.remove(row.storageKey).catch((err: unknown) => {
    log.warn({ err, key: row.storageKey }, 'evidence file left in storage after delete');
  });
  return id;
};
