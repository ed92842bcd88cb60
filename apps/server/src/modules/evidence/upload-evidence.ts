import { uploadEvidenceFieldsSchema } from '@rampart/contracts';
import {
  insertEvidence,
  newId,
  recordAudit,
  type Db,
  type EvidenceRecord,
  type EvidenceRow,
  type Executor,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { fieldErrors } from '../../errors.ts';
import { detectFileType } from '../../platform/files/detect-file-type.ts';
import { fileKey, type FileStorage } from '../../platform/files/file-storage.ts';
import { discardSpooled } from '../../platform/files/spool.ts';
import { parseUploadFields, type UploadForm } from '../../platform/files/upload-form.ts';
import { assessmentLinkIssue } from '../assessments/assessment-link.ts';
import { queueFileText } from '../documents/file-text/file-text-job.ts';
import { evidenceSnapshot, resolveEvidenceLinks } from './evidence-fields.ts';

/**
 * Evidence stored as another record's document (a vendor's SOC 2 report): its link columns, a
 * check that the record is the organisation's before the file is stored, and that record's own
 * writes (its timeline) after the row, all in the upload's transaction.
 */
export type EvidenceAttachment = {
  columns: { vendorId: string; documentType: string };
  check: (tx: Executor) => Promise<void>;
  recorded: (tx: Executor, row: EvidenceRow) => Promise<void>;
};

/**
 * Stores an uploaded file and its record. The file is stored inside the transaction, before the
 * row: a row never points at a missing file, and a failed insert removes the file again.
 */
export const uploadEvidence = async ({
  actor,
  form,
  db,
  storage,
  attach,
}: {
  actor: Actor;
  form: UploadForm;
  db: Db;
  storage: FileStorage;
  attach?: EvidenceAttachment;
}): Promise<EvidenceRecord> => {
  try {
    const { input, file } = parseUploadFields(uploadEvidenceFieldsSchema, form);
    const type = await detectFileType(file);

    const id = newId('evd');
    const key = fileKey(actor.organizationId, id);
    let stored = false;
    try {
      const row = await db.transaction(async (tx) => {
        const links = await resolveEvidenceLinks(tx, actor.organizationId, input);
        const assessmentIssue = await assessmentLinkIssue(
          tx,
          actor.organizationId,
          input.assessmentId,
        );
        if (assessmentIssue) throw fieldErrors([assessmentIssue]);
        await attach?.check(tx);
        await storage.put(key, file, type.contentType);
        stored = true;
        const created = await insertEvidence(tx, {
          id,
          organizationId: actor.organizationId,
          title: input.title,
          description: input.description,
          fileName: type.fileName,
          contentType: type.contentType,
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
          storage: storage.kind,
          storageKey: key,
          effectiveDate: input.effectiveDate ?? null,
          expiresAt: input.expiresAt ?? null,
          ...links,
          assessmentId: input.assessmentId ?? null,
          ...attach?.columns,
          uploadedBy: actor.userId,
        });
        await recordAudit(tx, {
          organizationId: actor.organizationId,
          actorId: actor.userId,
          action: 'evidence.uploaded',
          entityType: 'evidence',
          entityId: id,
          after: evidenceSnapshot(created),
          requestId: actor.requestId,
        });
        await attach?.recorded(tx, created);
        await queueFileText(tx, actor, { evidenceId: id });
        return created;
      });
      return { ...row, uploaderName: actor.name };
    } catch (error) {
      if (stored) await storage.remove(key).catch(() => undefined);
      throw error;
    }
  } finally {
    // Stored files were moved away; anything still spooled is removed.
    await discardSpooled(form.file);
  }
};
