import type { DocumentReviewBody } from '@rampart/contracts';
import {
  canMoveDocument,
  DOCUMENT_TRANSITIONS,
  fourEyesRefusal,
  type DocumentTransition,
} from '@rampart/domain';
import {
  lockDocument,
  recordAudit,
  updateDocumentRow,
  updateDocumentVersionRow,
  type Db,
  type NewDocumentRow,
} from '@rampart/db';
import type { AuditAction, DocumentStatus } from '@rampart/contracts';
import type { Actor } from '../../auth/actor.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { documentSnapshot } from './document-fields.ts';

const ACTIONS: Record<DocumentTransition, AuditAction> = {
  submit: 'document.submitted',
  approve: 'document.approved',
  requestChanges: 'document.changes_requested',
};

const STATUS_WORDS: Record<DocumentStatus, string> = {
  draft: 'a draft',
  in_review: 'in review',
  approved: 'approved',
};
const VERBS: Record<DocumentTransition, string> = {
  submit: 'submitted for review',
  approve: 'approved',
  requestChanges: 'sent back with changes requested',
};

/**
 * Moves a document through its approval (domain DOCUMENT_TRANSITIONS): submit records who
 * submitted and when; approve records the approver and the day on the document and on its
 * current version, and is refused to the submitter (four eyes, 403); requesting changes returns
 * it to draft. The permission is the route's; the comment goes to the audit trail.
 */
export const reviewDocument = async ({
  actor,
  id,
  transition,
  body,
  db,
  now = new Date(),
}: {
  actor: Actor;
  id: string;
  transition: DocumentTransition;
  body: DocumentReviewBody;
  db: Db;
  now?: Date;
}): Promise<void> => {
  const { organizationId } = actor;
  await db.transaction(async (tx) => {
    const before = await lockDocument(tx, organizationId, id);
    if (!before) throw notFound('Document');
    const status = before.status as DocumentStatus;
    if (!canMoveDocument(transition, status)) {
      throw new AppError(
        'CONFLICT',
        `This document is ${STATUS_WORDS[status]}: it cannot be ${VERBS[transition]}`,
      );
    }
    const patch: Partial<NewDocumentRow> = { status: DOCUMENT_TRANSITIONS[transition].to };
    if (transition === 'submit')
      Object.assign(patch, { submittedBy: actor.userId, submittedAt: now });
    if (transition === 'approve') {
      const refusal = fourEyesRefusal(actor.userId, before.submittedBy);
      if (refusal) throw forbidden(refusal);
      Object.assign(patch, { approvedBy: actor.userId, approvedAt: now });
      if (before.currentVersionId) {
        await updateDocumentVersionRow(tx, organizationId, before.currentVersionId, {
          approvedBy: actor.userId,
          approvedAt: now,
        });
      }
    }
    if (transition === 'requestChanges') {
      Object.assign(patch, { submittedBy: null, submittedAt: null });
    }
    const after = await updateDocumentRow(tx, organizationId, id, patch);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.userId,
      action: ACTIONS[transition],
      entityType: 'document',
      entityId: id,
      before: documentSnapshot(before),
      after: { ...documentSnapshot(after!), comment: body.comment || null },
      requestId: actor.requestId,
    });
  });
};
