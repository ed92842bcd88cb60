import type {
  AnswerVerdict,
  CitationKind,
  IncomingFormat,
  IncomingQuestionnaire,
  IncomingQuestionWithAnswer,
  IncomingStatus,
} from '@rampart/contracts';
import { hasPermission } from '@rampart/domain';
import type { IncomingQuestionnaireRecord, IncomingQuestionRow } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';

/** A calendar day as stored (YYYY-MM-DD, UTC). */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

export const presentIncoming = (
  row: IncomingQuestionnaireRecord,
  actor: Actor,
): IncomingQuestionnaire => {
  const write = hasPermission(actor.permissions, 'questionnaires:write');
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
    sheets: row.layouts.map((l) => l.sheet),
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: { update: write, delete: write, draft: write },
  };
};

export const presentIncomingQuestion = (row: IncomingQuestionRow): IncomingQuestionWithAnswer => ({
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
        }
      : null,
});

/** What the audit log keeps of a questionnaire's own fields. */
export const incomingSnapshot = (row: IncomingQuestionnaireRecord) => ({
  title: row.title,
  customer: row.customer,
  dueDate: row.dueOn,
});
