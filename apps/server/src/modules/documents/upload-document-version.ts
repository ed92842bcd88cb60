import { documentVersionFieldsSchema } from '@rampart/contracts';
import { STATUS_AFTER_NEW_VERSION } from '@rampart/domain';
import {
  findDocument,
  insertDocumentVersion,
  lockDocument,
  newId,
  nextVersionNumber,
  recordAudit,
  updateDocumentRow,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { fileKey, storingFile, type FileStorage } from '../../platform/files/file-storage.ts';
import { detectFileType } from '../../platform/files/detect-file-type.ts';
import { discardSpooled } from '../../platform/files/spool.ts';
import { parseUploadFields, type UploadForm } from '../../platform/files/upload-form.ts';
import { documentSnapshot } from './document-fields.ts';
import { queueFileText } from './file-text/file-text-job.ts';

/**
 * A new file for a document: the next version number (the document locked meanwhile, so two
 * uploads never take the same one), now its current version. An approval covers the file that
 * was approved: a document in review or approved goes back to draft (the old version keeps its
 * approval on record).
 */
export const uploadDocumentVersion = async ({
  actor,
  documentId,
  form,
  db,
  storage,
}: {
  actor: Actor;
  documentId: string;
  form: UploadForm;
  db: Db;
  storage: FileStorage;
}): Promise<void> => {
  try {
    // Another organisation's document is not found, whatever the form holds.
    if (!(await findDocument(db, actor.organizationId, documentId))) throw notFound('Document');
    const { input, file } = parseUploadFields(documentVersionFieldsSchema, form);
    const type = await detectFileType(file);
    const { organizationId } = actor;
    const versionId = newId('dov');
    const key = fileKey(organizationId, versionId);
    await storingFile(storage, key, (put) =>
      db.transaction(async (tx) => {
        const before = await lockDocument(tx, organizationId, documentId);
        if (!before) throw notFound('Document');
        const number = await nextVersionNumber(tx, organizationId, documentId);
        await put(file, type.contentType);
        await insertDocumentVersion(tx, {
          id: versionId,
          documentId,
          organizationId,
          number,
          fileName: type.fileName,
          contentType: type.contentType,
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
          storage: storage.kind,
          storageKey: key,
          note: input.note,
          uploadedBy: actor.userId,
        });
        const after = await updateDocumentRow(tx, organizationId, documentId, {
          currentVersionId: versionId,
          status: STATUS_AFTER_NEW_VERSION,
          submittedBy: null,
          submittedAt: null,
          approvedBy: null,
          approvedAt: null,
        });
        await queueFileText(tx, actor, { documentVersionId: versionId });
        await recordAudit(tx, {
          organizationId,
          actorId: actor.userId,
          action: 'document.version_uploaded',
          entityType: 'document',
          entityId: documentId,
          before: documentSnapshot(before),
          after: {
            ...documentSnapshot(after!),
            version: { number, fileName: type.fileName, sha256: file.sha256, note: input.note },
          },
          requestId: actor.requestId,
        });
      }),
    );
  } finally {
    await discardSpooled(form.file);
  }
};
