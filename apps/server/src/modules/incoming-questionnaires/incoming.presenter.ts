import type {
  AnswerVerdict,
  CitationKind,
  GapKind,
  IncomingFormat,
  IncomingQuestionnaire,
  IncomingQuestionWithAnswer,
  IncomingStatus,
  ReviewStatus,
} from '@rampart/contracts';
import { clipText, hasPermission } from '@rampart/domain';
import type { IncomingQuestionnaireRecord, IncomingQuestionRecord } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';

/** The permission each kind of record a gap becomes asks for (findings are evidence's). */
export const GAP_PERMISSIONS: Record<GapKind, string> = {
  risk: 'risks:write',
  finding: 'evidence:write',
  control: 'controls:write',
};

/** A calendar day as stored (YYYY-MM-DD, UTC). */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Why the answers of a questionnaire a visitor sent cannot go back to them now, in words; null
 * when they can (issue 24 point 5).
 */
export const returnBlockedBy = (row: IncomingQuestionnaireRecord): string | null => {
  const unreviewed = row.questionCount - row.reviewedCount;
  if (unreviewed > 0) {
    return unreviewed === 1
      ? '1 answer is not reviewed yet'
      : `${unreviewed} answers are not reviewed yet`;
  }
  if (row.fromTrust && !row.fromTrust.visitorLive) return "The visitor's access has ended";
  return null;
};

export const presentIncoming = (
  row: IncomingQuestionnaireRecord,
  actor: Actor,
): IncomingQuestionnaire => {
  const write = hasPermission(actor.permissions, 'questionnaires:write');
  const trust = row.fromTrust;
  return {
    id: row.id,
    title: row.title,
    customer: row.customer,
    dueDate: row.dueOn,
    status: row.status as IncomingStatus,
    format: row.format as IncomingFormat,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    questionCount: row.questionCount,
    answeredCount: row.answeredCount,
    reviewedCount: row.reviewedCount,
    fromTrustCentre: trust
      ? {
          name: trust.visitorName,
          email: trust.visitorEmail,
          company: trust.company,
          receivedAt: trust.receivedAt.toISOString(),
          returnedAt: trust.returnedAt?.toISOString() ?? null,
          returnBlockedBy: returnBlockedBy(row),
        }
      : null,
    sheets: row.layouts.map((l) => l.sheet),
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: {
      update: write,
      delete: write,
      draft: write,
      review: write,
      raiseGap: {
        risk: write && hasPermission(actor.permissions, GAP_PERMISSIONS.risk),
        finding: write && hasPermission(actor.permissions, GAP_PERMISSIONS.finding),
        control: write && hasPermission(actor.permissions, GAP_PERMISSIONS.control),
      },
      return: write && trust !== null,
    },
  };
};

export const presentIncomingQuestion = (
  row: IncomingQuestionRecord,
): IncomingQuestionWithAnswer => ({
  id: row.id,
  sheet: row.sheet,
  row: row.row,
  section: row.section,
  reference: row.reference,
  text: row.text,
  allowedAnswers: row.allowedAnswers,
  draft:
    row.answer && row.draftedAt
      ? {
          answer: row.answer as AnswerVerdict,
          text: row.answerText ?? '',
          reason: row.answerReason ?? '',
          confidence: row.confidence ?? 0,
          citations: row.citations.map((c) => ({ ...c, kind: c.kind as CitationKind })),
          draftedAt: row.draftedAt.toISOString(),
          libraryEntryId: row.libraryEntryId,
        }
      : null,
  review: {
    status: row.reviewStatus as ReviewStatus,
    answer: (row.finalAnswer as AnswerVerdict | null) ?? null,
    text: row.finalText,
    reviewedBy: row.reviewedByName,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    assignee:
      row.assigneeId && row.assigneeName ? { id: row.assigneeId, name: row.assigneeName } : null,
    dueDate: row.dueOn,
    commentCount: row.commentCount,
    gap: row.gapKind && row.gapId ? { kind: row.gapKind as GapKind, id: row.gapId } : null,
  },
});

/** What the audit log keeps of an answer's review. */
export const reviewSnapshot = (row: IncomingQuestionRecord) => ({
  question: clipText(row.text, 200),
  reviewStatus: row.reviewStatus,
  answer: row.finalAnswer,
  text: row.finalText,
  assigneeId: row.assigneeId,
  dueDate: row.dueOn,
});

/** What the audit log keeps of a questionnaire's own fields. */
export const incomingSnapshot = (row: IncomingQuestionnaireRecord) => ({
  title: row.title,
  customer: row.customer,
  dueDate: row.dueOn,
});
