import {
  countTrustQuestionnairesSince,
  insertTrustQuestionnaire,
  type Db,
  type TrustCenterRow,
  type TrustGrantRow,
} from '@rampart/db';
import { invalid } from '../../../errors.ts';
import { storingFile, type FileStorage } from '../../../platform/files/file-storage.ts';
import { discardSpooled } from '../../../platform/files/spool.ts';
import { FILE_FIELD, type UploadForm } from '../../../platform/files/upload-form.ts';
import { queueIncomingDraft } from '../../incoming-questionnaires/drafting/incoming-draft-job.ts';
import {
  prepareIncoming,
  writeIncoming,
  type IncomingAuthor,
} from '../../incoming-questionnaires/import-incoming.ts';
import { tellOwnersAndAdmins } from '../tell-owners-and-admins.ts';

/** Questionnaires one grant may send in a day: a buyer has a few, a script many. */
export const TRUST_QUESTIONNAIRES_PER_DAY = 10;

/**
 * An approved visitor sends a questionnaire through the trust centre (issue 24 point 5): it is
 * imported as an incoming questionnaire of the organisation (nobody of the team as its author,
 * the visitor's company as the customer, the title from the file's name), its sender kept,
 * drafting queued at once, and the owners and admins told, in one transaction; the stored file
 * is removed if any of it fails. A file the import refuses throws its AppError (words for the
 * visitor) and writes nothing; past the day's limit nothing is read or written.
 */
export const receiveTrustQuestionnaire = async ({
  db,
  storage,
  center,
  grant,
  form,
  requestId,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  center: TrustCenterRow;
  grant: TrustGrantRow;
  form: UploadForm;
  requestId: string;
  now?: Date;
}): Promise<{ kind: 'received'; id: string } | { kind: 'limit' }> => {
  try {
    const { organizationId } = center;
    const dayAgo = new Date(now.getTime() - 86_400_000);
    const sent = await countTrustQuestionnairesSince(db, organizationId, grant.id, dayAgo);
    if (sent >= TRUST_QUESTIONNAIRES_PER_DAY) return { kind: 'limit' };
    // Only the file counts: what the team sets (title, due date, layouts) is not the visitor's.
    if (!form.file) throw invalid(FILE_FIELD, 'Choose a file to send');
    const prepared = await prepareIncoming(organizationId, form.file, { customer: grant.company });
    const author: IncomingAuthor = { organizationId, userId: null, requestId };
    await storingFile(storage, prepared.key, (put) =>
      db.transaction(async (tx) => {
        await writeIncoming(tx, put, prepared, author, storage.kind, {
          via: 'trust_centre',
          visitorEmail: grant.email,
          grantId: grant.id,
        });
        await insertTrustQuestionnaire(tx, {
          incomingId: prepared.id,
          organizationId,
          grantId: grant.id,
          visitorName: grant.name,
          visitorEmail: grant.email,
          company: grant.company,
          receivedAt: now,
        });
        await queueIncomingDraft(tx, author, prepared.id);
        await tellOwnersAndAdmins(
          tx,
          organizationId,
          [
            {
              kind: 'trust_questionnaire_received',
              title: `${grant.name} (${grant.company}) sent a questionnaire through the trust centre`,
              body: `"${prepared.title}", ${prepared.rows.length} questions: the answers are being drafted for your review.`,
              link: `/dashboard/customer-questionnaires/${prepared.id}`,
              entityType: 'incoming_questionnaire',
              entityId: prepared.id,
              eventKey: `trust_questionnaire_received:${prepared.id}`,
            },
          ],
          now,
        );
      }),
    );
    return { kind: 'received', id: prepared.id };
  } finally {
    await discardSpooled(form.file);
  }
};
