import type {
  QuestionnaireRequestStatus,
  RequestFile,
  RequestItemStatus,
  RequestNote,
  ResponseView,
  RespondQuestion,
} from '@rampart/contracts';
import {
  isAnswered,
  visibleQuestions,
  type Answers,
  type Question,
  type QuestionnaireStructure,
} from '@rampart/domain';
import type { QuestionnaireRequestItemRow, QuestionnaireRequestRow } from '@rampart/db';
import { progressOf, recipientMayEdit } from './request-rules.ts';

export type RequestContext = {
  organizationName: string;
  questionnaireTitle: string;
  questionnaireDescription: string;
};

/** The questions as sent (frozen on the request). */
export const requestStructure = (row: Pick<QuestionnaireRequestRow, 'structure'>) =>
  row.structure as unknown as QuestionnaireStructure;

export const requestAnswers = (row: Pick<QuestionnaireRequestRow, 'answers'>) =>
  row.answers as Answers;

export const notesOf = (item: Pick<QuestionnaireRequestItemRow, 'notes'> | undefined) =>
  (item?.notes ?? []) as RequestNote[];

/** Files of an item, in the order they were added, from the organisation's evidence. */
export const filesOf = (
  item: Pick<QuestionnaireRequestItemRow, 'evidenceIds'> | undefined,
  files: ReadonlyMap<string, RequestFile>,
): RequestFile[] => (item?.evidenceIds ?? []).flatMap((id) => files.get(id) ?? []);

/** What the recipient may read of a question: never its weight or the options' scores. */
const forRecipient = (q: Question) => ({
  id: q.id,
  text: q.text,
  type: q.type,
  required: q.required,
  ...(q.helpText ? { helpText: q.helpText } : {}),
  ...(q.options ? { options: q.options.map((o) => ({ id: o.id, label: o.label })) } : {}),
  ...(q.min !== undefined ? { min: q.min } : {}),
  ...(q.max !== undefined ? { max: q.max } : {}),
  ...(q.condition ? { condition: q.condition } : {}),
});

/** The recipient's page: every question with its review, and which show for the answers so far. */
export const presentResponseView = (
  row: QuestionnaireRequestRow,
  context: RequestContext,
  items: readonly QuestionnaireRequestItemRow[],
  files: ReadonlyMap<string, RequestFile>,
): ResponseView => {
  const structure = requestStructure(row);
  const answers = requestAnswers(row);
  const status = row.status as QuestionnaireRequestStatus;
  const byQuestion = new Map(items.map((i) => [i.questionId, i]));
  const question = (q: Question): RespondQuestion => {
    const item = byQuestion.get(q.id);
    const reviewStatus = (item?.reviewStatus ?? 'open') as RequestItemStatus;
    return {
      ...forRecipient(q),
      editable: recipientMayEdit(status, reviewStatus, isAnswered(answers[q.id])),
      review: { status: reviewStatus, notes: notesOf(item) },
      files: filesOf(item, files),
    };
  };
  return {
    questionnaireTitle: context.questionnaireTitle,
    questionnaireDescription: context.questionnaireDescription,
    versionLabel: row.versionLabel,
    organizationName: context.organizationName,
    recipientName: row.recipientName,
    message: row.message,
    status,
    expiresAt: row.expiresAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    sections: structure.sections.map((s) => ({
      id: s.id,
      title: s.title,
      ...(s.description ? { description: s.description } : {}),
      questions: s.questions.map(question),
    })),
    visibleQuestionIds: visibleQuestions(structure, answers).map((l) => l.question.id),
    answers: Object.fromEntries(
      Object.entries(answers).filter(([, v]) => v !== undefined),
    ) as ResponseView['answers'],
    progress: progressOf(row.answeredCount, row.requiredCount),
  };
};
