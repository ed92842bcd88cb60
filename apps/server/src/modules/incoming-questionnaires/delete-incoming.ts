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
    return file;
  });
  // Those who had it open are disconnected (their screens say it is gone).
  livePush?.accessChanged(incomingDocumentName(id));
  if (gone && gone.storage === storage.kind) {
    await storage.remove(gone.storageKey).catch((error: unknown) => {
      log.warn({ err: error, id }, 'incoming questionnaire file not removed');
    });
  }
};
