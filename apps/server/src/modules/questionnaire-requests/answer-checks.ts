// Whether the recipient may write these answers now, each problem named `answers.<questionId>`.
import type {
  AnswerValueBody,
  FieldIssue,
  QuestionnaireRequestStatus,
  RequestItemStatus,
} from '@rampart/contracts';
import {
  isAnswered,
  questionsInOrder,
  validateAnswer,
  type AnswerValue,
  type Answers,
  type Question,
  type QuestionnaireStructure,
} from '@rampart/domain';
import type { QuestionnaireRequestItemRow } from '@rampart/db';
import { recipientMayEdit } from './request-rules.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Files are added through the upload: an answer may keep or drop them, never name others. */
const fileIssue = (
  q: Question,
  value: AnswerValue,
  item: QuestionnaireRequestItemRow | undefined,
) => {
  if (q.type !== 'file_upload' || !Array.isArray(value)) return null;
  const uploaded = new Set(item?.evidenceIds ?? []);
  return value.every((id) => uploaded.has(id)) ? null : 'Upload files through this page';
};

/**
 * The answers as they would be after the change (null clears one), or the problems: a question
 * that does not exist, an answer the recipient may no longer change, an answer that does not fit
 * its question. An answer sent unchanged is no change.
 */
export const applyAnswers = (opts: {
  structure: QuestionnaireStructure;
  current: Answers;
  changes: Record<string, AnswerValueBody>;
  status: QuestionnaireRequestStatus;
  items: readonly QuestionnaireRequestItemRow[];
}): { answers: Record<string, AnswerValue>; changed: string[]; issues: FieldIssue[] } => {
  const questions = new Map(
    questionsInOrder(opts.structure).map((l) => [l.question.id, l.question]),
  );
  const items = new Map(opts.items.map((i) => [i.questionId, i]));
  const answers = { ...opts.current } as Record<string, AnswerValue>;
  const issues: FieldIssue[] = [];
  const changed: string[] = [];
  for (const [id, value] of Object.entries(opts.changes)) {
    const field = `answers.${id}`;
    const q = questions.get(id);
    if (!q) {
      issues.push({ field, message: 'No such question in this questionnaire' });
      continue;
    }
    if (same(value, opts.current[id])) continue;
    const item = items.get(id);
    const itemStatus = item?.reviewStatus as RequestItemStatus | undefined;
    if (!recipientMayEdit(opts.status, itemStatus, isAnswered(opts.current[id]))) {
      issues.push({
        field,
        message: 'This answer was submitted; it can change only when a clarification is asked',
      });
      continue;
    }
    const problem =
      fileIssue(q, value, item) ?? (isAnswered(value) ? validateAnswer(q, value)?.message : null);
    if (problem) {
      issues.push({ field, message: problem });
      continue;
    }
    if (value === null) delete answers[id];
    else answers[id] = value;
    changed.push(id);
  }
  return { answers, changed, issues };
};
