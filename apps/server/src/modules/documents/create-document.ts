import { createDocumentFieldsSchema } from '@rampart/contracts';
import {
  insertDocument,
  insertDocumentVersion,
  newId,
  recordAudit,
  replaceDocumentLinks,
  updateDocumentRow,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { fileKey, storingFile, type FileStorage } from '../../platform/files/file-storage.ts';
import { detectFileType } from '../../platform/files/detect-file-type.ts';
import { discardSpooled } from '../../platform/files/spool.ts';
import { parseUploadFields, type UploadForm } from '../../platform/files/upload-form.ts';
import { checkOwner } from '../organizations/owners.ts';
import { checkLinkTargets, documentSnapshot } from './document-fields.ts';
import { queueFileText } from './file-text/file-text-job.ts';

const FIRST_LINK_FIELD = { control: 'controlId', requirement: 'requirementId', vendor: 'vendorId' };

/**
 * A new document with its first file as version 1, a draft. The file is checked by its bytes
 * and stored as evidence is (inside the transaction, before the rows: a failure leaves neither
 * file nor row), and its text is queued for reading in the same transaction. Answers the id.
 */
export const createDocument = async ({
  actor,
  form,
  db,
  storage,
}: {
  actor: Actor;
  form: UploadForm;
  db: Db;
  storage: FileStorage;
}): Promise<string> => {
  try {
    const { input, file } = parseUploadFields(createDocumentFieldsSchema, form);
    const type = await detectFileType(file);
    const { organizationId } = actor;
    const id = newId('doc');
    const versionId = newId('dov');
    const links = {
      control: input.controlId ? [input.controlId] : [],
      requirement: input.requirementId ? [input.requirementId] : [],
      vendor: input.vendorId ? [input.vendorId] : [],
    };
    return await storingFile(storage, fileKey(organizationId, versionId), (put) =>
      db.transaction(async (tx) => {
        await checkOwner(tx, organizationId, input.ownerUserId);
        await checkLinkTargets(tx, organizationId, links, (t) => FIRST_LINK_FIELD[t]);
        await insertDocument(tx, {
          id,
          organizationId,
          title: input.title,
          kind: input.kind,
          description: input.description,
          ownerUserId: input.ownerUserId ?? null,
          reviewDate: input.reviewDate ?? null,
          expiresAt: input.expiresAt ?? null,
          status: 'draft',
          createdBy: actor.userId,
        });
        await put(file, type.contentType);
        await insertDocumentVersion(tx, {
          id: versionId,
          documentId: id,
          organizationId,
          number: 1,
          fileName: type.fileName,
          contentType: type.contentType,
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
          storage: storage.kind,
          storageKey: fileKey(organizationId, versionId),
          note: input.note,
          uploadedBy: actor.userId,
        });
        const created = await updateDocumentRow(tx, organizationId, id, {
          currentVersionId: versionId,
        });
        await replaceDocumentLinks(tx, organizationId, id, links);
        await queueFileText(tx, actor, { documentVersionId: versionId });
        await recordAudit(tx, {
          organizationId,
          actorId: actor.userId,
          action: 'document.created',
          entityType: 'document',
          entityId: id,
          after: {
            ...documentSnapshot(created!),
            version: { number: 1, fileName: type.fileName, sha256: file.sha256 },
            links,
          },
          requestId: actor.requestId,
        });
        return id;
      }),
    );
  } finally {
    // A stored file was moved away; anything still spooled is removed.
    await discardSpooled(form.file);
  }
};
