import type {
  CollaborationPermission,
  QuestionnaireRequest,
  QuestionnaireRequestStatus,
} from '@rampart/contracts';
import type { QuestionnaireRequestRecord } from '@rampart/db';
import {
  isExpired,
  progressOf,
  teamMayAccept,
  teamMayExtend,
  teamMayRaiseFinding,
  teamMayReview,
  teamMayRevoke,
} from './request-rules.ts';

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A request as the team sees it, with what the actor may do to it (their questionnaire role). */
export const presentQuestionnaireRequest = (
  row: QuestionnaireRequestRecord,
  permissions: readonly CollaborationPermission[],
  now: Date = new Date(),
): QuestionnaireRequest => {
  const status = row.status as QuestionnaireRequestStatus;
  const edit = permissions.includes('edit');
  const share = permissions.includes('share');
  return {
    id: row.id,
    questionnaireId: row.questionnaireId,
    questionnaireTitle: row.questionnaireTitle,
    versionLabel: row.versionLabel,
    vendor: row.vendorId ? { id: row.vendorId, name: row.vendorName ?? '' } : null,
    recipientEmail: row.recipientEmail,
    recipientName: row.recipientName,
    message: row.message,
    status,
    expired: isExpired(row, now),
    progress: progressOf(row.answeredCount, row.requiredCount),
    score: row.score,
    sentAt: row.createdAt.toISOString(),
    openedAt: iso(row.lastOpenedAt),
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
    expiresAt: row.expiresAt.toISOString(),
    createdBy: person(row.createdBy, row.createdByName),
    reviewedBy: person(row.reviewedBy, row.reviewedByName),
    abilities: {
      review: edit && teamMayReview(status),
      note: permissions.includes('comment') && status !== 'revoked',
      raiseFinding: edit && teamMayRaiseFinding(status),
      revoke: share && teamMayRevoke(status),
      extend: share && teamMayExtend(status),
      accept: edit && teamMayAccept(status),
    },
  };
};
