import { Readable } from 'node:stream';
import type { IncomingQuestionnaire } from '@rampart/contracts';
import {
  findIncomingQuestionnaire,
  findLiveTrustGrantByEmail,
  findTrustCenter,
  findTrustQuestionnaire,
  markTrustQuestionnaireReturned,
  newId,
  recordAudit,
  type Db,
  type Executor,
} from '@rampart/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../auth/actor.ts';
import { AppError, notFound } from '../../errors.ts';
import { fileKey, storingFile, type FileStorage } from '../../platform/files/file-storage.ts';
import { discardSpooled, spoolUpload } from '../../platform/files/spool.ts';
import type { LivePush } from '../../platform/live-push/live-push.ts';
import { exportIncoming } from './export-incoming.ts';
import { presentIncoming, returnBlockedBy } from './incoming.presenter.ts';
import { announceReview } from './live-review.ts';
import {
  questionnaireReturnedMail,
  queueTrustMail,
} from '../trust-center/access/trust-access-mail.ts';

const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * The team sends the answers of a questionnaire a visitor sent through the trust centre back to
 * them (issue 24 point 5): the customer's own workbook or Word document with the answers in its
 * cells (any other format as the PDF summary), stored, put on the visitor's page, and a mail
 * tells them, in one transaction. Only once every answer is reviewed and while the visitor's
 * access holds; returning again replaces the file (the mail says so).
 */
export const returnTrustQuestionnaire = async ({
  actor,
  id,
  db,
  storage,
  siteUrlOf,
  log,
  livePush,
  now = new Date(),
}: {
  actor: Actor;
  id: string;
  db: Db;
  storage: FileStorage;
  siteUrlOf: (slug: string) => string;
  log: FastifyBaseLogger;
  livePush?: LivePush;
  now?: Date;
}): Promise<IncomingQuestionnaire> => {
  const { organizationId } = actor;
  /** Why it cannot go back, checked before the export and again under the row's lock. */
  const check = async (tx: Executor, lock: boolean) => {
    const row = await findIncomingQuestionnaire(tx, organizationId, id, { lock });
    if (!row) throw notFound('Questionnaire');
    const sent = await findTrustQuestionnaire(tx, organizationId, id, { lock });
    if (!row.fromTrust || !sent) {
      throw conflict('This questionnaire did not come through the trust centre');
    }
    const blocked = returnBlockedBy(row);
    if (blocked) throw conflict(`${blocked}.`);
    const grant = await findLiveTrustGrantByEmail(tx, organizationId, sent.visitorEmail, now);
    if (!grant) throw conflict("The visitor's access has ended.");
    const center = await findTrustCenter(tx, organizationId);
    if (!center?.live) {
      throw conflict('The trust centre is not live: the visitor could not take the file.');
    }
    return { row, sent, center };
  };

  const { row: before } = await check(db, false);
  const format = before.format === 'xlsx' || before.format === 'docx' ? before.format : 'pdf';
  const file = await exportIncoming({ actor, id, format, db, storage });
  const spooled = await spoolUpload(Readable.from([file.body]), storage.spoolDir);
  const key = fileKey(organizationId, newId('tqr'));
  const stored = storingFile(storage, key, (put) =>
    db.transaction(async (tx) => {
      const { sent, center } = await check(tx, true);
      await put(spooled, file.contentType);
      await markTrustQuestionnaireReturned(tx, organizationId, id, {
        returnedAt: now,
        returnedBy: actor.userId,
        returnedFileName: file.fileName,
        returnedContentType: file.contentType,
        returnedSizeBytes: spooled.sizeBytes,
        returnedStorage: storage.kind,
        returnedStorageKey: key,
        returnedSha256: spooled.sha256,
      });
      const again = sent.returnedAt !== null;
      await queueTrustMail(
        tx,
        organizationId,
        questionnaireReturnedMail(sent.visitorEmail, {
          title: center.title,
          questionnaire: before.title,
          link: `${siteUrlOf(center.slug)}#your-questionnaires`,
          again,
        }),
        now,
      );
      await recordAudit(tx, {
        organizationId,
        actorId: actor.userId,
        action: 'incoming_questionnaire.returned',
        entityType: 'incoming_questionnaire',
        entityId: id,
        before: again ? { returnedAt: sent.returnedAt, fileName: sent.returnedFileName } : null,
        after: {
          visitorEmail: sent.visitorEmail,
          format,
          fileName: file.fileName,
          sha256: spooled.sha256,
        },
        requestId: actor.requestId,
      });
      const after = (await findIncomingQuestionnaire(tx, organizationId, id))!;
      return {
        presented: presentIncoming(after, actor),
        replaced:
          again && sent.returnedStorageKey && sent.returnedStorage === storage.kind
            ? sent.returnedStorageKey
            : null,
      };
    }),
  );
  // Stored, the spooled copy is consumed; refused, it goes.
  const { presented, replaced } = await stored.finally(() => discardSpooled(spooled));
  // The file sent before is only disk once the row names the new one.
  if (replaced) {
    await storage.remove(replaced).catch((error: unknown) => {
      log.warn({ err: error, id }, 'returned questionnaire file not removed');
    });
  }
  announceReview(livePush, id);
  return presented;
};
