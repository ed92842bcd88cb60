import {
  deleteIncomingQuestionnaireRow,
  findIncomingQuestionnaire,
  recordAudit,
  type Db,
} from '@rampart/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { incomingSnapshot } from './incoming.presenter.ts';
import { incomingDocumentName } from '@rampart/contracts';
import type { LivePush } from '../../platform/live-push/live-push.ts';

/**
 * Deletes an incoming questionnaire with its questions; its file is removed once the rows are
 * gone (a file left behind by a failed removal is only disk, never a record without its file).
 */
export const deleteIncoming = async ({
  actor,
  id,
  db,
  storage,
  log,
  livePush,
}: {
  actor: Actor;
  id: string;
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
  livePush?: LivePush;
}): Promise<void> => {
  const gone = await db.transaction(async (tx) => {
    const before = await findIncomingQuestionnaire(tx, actor.organizationId, id);
    if (!before) throw notFound('Questionnaire');
    // The answered file that went back to a visitor (issue 24 point 5) goes with it.
    const returned = before.fromTrust?.returnedStorageKey
      ? {
          storage: before.fromTrust.returnedStorage,
          storageKey: before.fromTrust.returnedStorageKey,
        }
      : null;
    const file = await deleteIncomingQuestionnaireRow(tx, actor.organizationId, id);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'incoming_questionnaire.deleted',
      entityType: 'incoming_questionnaire',
      entityId: id,
      before: { ...incomingSnapshot(before), fileName: before.fileName, sha256: before.sha256 },
      requestId: actor.requestId,
    });
    return [file, returned];
  });
  // Those who had it open are disconnected (their screens say it is gone).
  livePush?.accessChanged(incomingDocumentName(id));
  for (const file of gone) {
    if (!file || file.storage !== storage.kind) continue;
    await storage.remove(file.storageKey).catch((error: unknown) => {
      log.warn({ err: error, id }, 'incoming questionnaire file not removed');
    });
  }
};
