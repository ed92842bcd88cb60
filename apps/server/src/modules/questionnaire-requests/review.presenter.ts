import type {
  CollaborationPermission,
  RequestFile,
  RequestItemStatus,
  RequestReview,
  ReviewQuestion,
} from '@rampart/contracts';
import { answerCredit, isScoredQuestion, visibleQuestions, type Question } from '@rampart/domain';
import type { QuestionnaireRequestItemRecord, QuestionnaireRequestRecord } from '@rampart/db';
import { presentQuestionnaireRequest } from './questionnaire-request.presenter.ts';
import { filesOf, notesOf, requestAnswers, requestStructure } from './response.presenter.ts';

/** The response question by question, with each answer's review, for the team. */
export const presentRequestReview = (
  request: QuestionnaireRequestRecord,
  items: readonly QuestionnaireRequestItemRecord[],
  files: ReadonlyMap<string, RequestFile>,
  permissions: readonly CollaborationPermission[],
  now: Date = new Date(),
): RequestReview => {
  const structure = requestStructure(request);
  const answers = requestAnswers(request);
  const shown = new Set(visibleQuestions(structure, answers).map((l) => l.question.id));
  const byQuestion = new Map(items.map((i) => [i.questionId, i]));
  const question = (q: Question): ReviewQuestion => {
    const item = byQuestion.get(q.id);
    const answer = answers[q.id] ?? null;
    return {
      id: q.id,
      text: q.text,
      type: q.type,
      required: q.required,
      weight: q.weight,
      ...(q.helpText ? { helpText: q.helpText } : {}),
      ...(q.options ? { options: q.options } : {}),
      ...(q.min !== undefined ? { min: q.min } : {}),
      ...(q.max !== undefined ? { max: q.max } : {}),
      visible: shown.has(q.id),
      answer: answer as ReviewQuestion['answer'],
      credit: isScoredQuestion(q) ? answerCredit(q, answer) : null,
      item: {
        status: (item?.reviewStatus ?? 'open') as RequestItemStatus,
        notes: notesOf(item),
        files: filesOf(item, files),
        findingId: item?.findingId ?? null,
        reviewedBy: item?.reviewedBy
          ? { id: item.reviewedBy, name: item.reviewedByName ?? '' }
          : null,
        reviewedAt: item?.reviewedAt?.toISOString() ?? null,
      },
    };
  };
  return {
    request: presentQuestionnaireRequest(request, permissions, now),
    sections: structure.sections.map((s) => ({
      id: s.id,
      title: s.title,
      ...(s.description ? { description: s.description } : {}),
      questions: s.questions.map(question),
    })),
  };
};
