// Document approval and review (docs/decisions/022): pure rules, time passed in as `now`.
import type { DocumentAbilities, DocumentStatus } from '@rampart/contracts';
import { hasPermission } from '../access/permissions.ts';

/**
 * The approval moves: a draft is submitted for review; a reviewer approves it or sends it back
 * to draft with changes requested. A new version returns any document to draft (see
 * STATUS_AFTER_NEW_VERSION): an approval covers the file that was approved, not the next one.
 */
export const DOCUMENT_TRANSITIONS = {
  submit: { from: ['draft'], to: 'in_review' },
  approve: { from: ['in_review'], to: 'approved' },
  requestChanges: { from: ['in_review'], to: 'draft' },
} as const satisfies Record<string, { from: readonly DocumentStatus[]; to: DocumentStatus }>;
export type DocumentTransition = keyof typeof DOCUMENT_TRANSITIONS;

export const STATUS_AFTER_NEW_VERSION: DocumentStatus = 'draft';

export const canMoveDocument = (transition: DocumentTransition, status: DocumentStatus): boolean =>
  (DOCUMENT_TRANSITIONS[transition].from as readonly DocumentStatus[]).includes(status);

export const FOUR_EYES_MESSAGE =
  'You submitted this document for review: another person must approve it';

/**
 * Four eyes: whoever submitted a document never approves it, whatever their role (owners
 * included). A submitter whose account is gone (null) blocks nobody.
 */
export const fourEyesRefusal = (actorUserId: string, submittedBy: string | null): string | null =>
  submittedBy !== null && submittedBy === actorUserId ? FOUR_EYES_MESSAGE : null;

export type ReviewReason = 'review_due' | 'expired';

/**
 * Why a document or evidence file needs review at `now`: its review date has come (on the day
 * itself: the review is due that day), or it has expired (as evidence expires: at its date).
 */
export const reviewReasons = (
  dates: { reviewDate?: Date | null; expiresAt: Date | null },
  now: Date,
): ReviewReason[] => {
  const reasons: ReviewReason[] = [];
  if (dates.reviewDate && dates.reviewDate.getTime() <= now.getTime()) reasons.push('review_due');
  if (dates.expiresAt && dates.expiresAt.getTime() <= now.getTime()) reasons.push('expired');
  return reasons;
};

type DocumentState = { status: DocumentStatus; submittedBy: string | null };

/**
 * What one person may do with one document: reading needs evidence:read (checked by the
 * route), changing it evidence:write, approving or sending back documents:approve.
 */
export const documentAbilities = (
  permissions: readonly string[],
  actorUserId: string,
  doc: DocumentState,
): DocumentAbilities & { approvalBlockedReason: string | null } => {
  const write = hasPermission(permissions, 'evidence:write');
  const review = hasPermission(permissions, 'documents:approve');
  const inReview = canMoveDocument('approve', doc.status);
  const refusal = review && inReview ? fourEyesRefusal(actorUserId, doc.submittedBy) : null;
  return {
    update: write,
    delete: write,
    uploadVersion: write,
    submit: write && canMoveDocument('submit', doc.status),
    approve: review && inReview && refusal === null,
    requestChanges: review && canMoveDocument('requestChanges', doc.status),
    approvalBlockedReason: refusal,
  };
};
