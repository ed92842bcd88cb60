import {
  GAP_KINDS,
  type AnswerVerdict,
  type GapKind,
  type IncomingDetail,
  type IncomingQuestionnaire,
  type IncomingQuestionWithAnswer,
} from '@rampart/contracts';

// The review of drafted answers (issue 22 point 5): what each question's answer stands at, the
// filters over the questions, and the detail as it stands after one question changed.

/** Answers that leave something to fix: the ones a gap may be raised from. */
export const GAP_ANSWERS: readonly AnswerVerdict[] = ['no', 'unknown', 'partial'];

/**
 * The answer that counts, as the server sends it to the customer: the reviewed one when there is
 * one, the draft's while nobody reviewed it, none once rejected.
 */
export const currentAnswer = (q: IncomingQuestionWithAnswer): AnswerVerdict | null =>
  q.review.status === 'rejected' ? null : (q.review.answer ?? q.draft?.answer ?? null);

/** Whether the question's answer leaves a gap, or its gap already became a record. */
export const isGap = (q: IncomingQuestionWithAnswer): boolean => {
  if (q.review.gap) return true;
  const answer = currentAnswer(q);
  return answer !== null && GAP_ANSWERS.includes(answer);
};

/** Whether a reviewer may still turn this question's gap into a record. */
export const gapOpen = (q: IncomingQuestionWithAnswer): boolean =>
  q.review.gap === null && isGap(q);

/** The records a gap may become for this person, in the contract's order. */
export const gapKindsAllowed = (raiseGap: IncomingQuestionnaire['abilities']['raiseGap']) =>
  GAP_KINDS.filter((kind: GapKind) => raiseGap[kind]);

export const REVIEW_FILTERS = ['all', 'to-review', 'reviewed', 'gaps'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
export const REVIEW_FILTER_LABELS: Record<ReviewFilter, string> = {
  all: 'All',
  'to-review': 'To review',
  reviewed: 'Reviewed',
  gaps: 'Gaps',
};

const MATCHES: Record<ReviewFilter, (q: IncomingQuestionWithAnswer) => boolean> = {
  all: () => true,
  // Only a drafted answer waits for a person; a question not drafted yet has nothing to review.
  'to-review': (q) => q.draft !== null && q.review.status === 'pending',
  reviewed: (q) => q.review.status !== 'pending',
  gaps: isGap,
};

/**
 * The questions a filter shows, in order; with `kept`, also those it showed when it was chosen
 * (a question reviewed under "To review" stays in place until the filter changes).
 */
export const filterQuestions = (
  questions: readonly IncomingQuestionWithAnswer[],
  filter: ReviewFilter,
  kept: ReadonlySet<string> = new Set(),
): IncomingQuestionWithAnswer[] => questions.filter((q) => MATCHES[filter](q) || kept.has(q.id));

/** How many questions each filter shows. */
export const reviewFilterCounts = (
  questions: readonly IncomingQuestionWithAnswer[],
): Record<ReviewFilter, number> => {
  const counts: Record<ReviewFilter, number> = { all: 0, 'to-review': 0, reviewed: 0, gaps: 0 };
  for (const q of questions) {
    for (const filter of REVIEW_FILTERS) if (MATCHES[filter](q)) counts[filter] += 1;
  }
  return counts;
};

/** Reviewed of drafted, as a whole percentage (0 with nothing drafted). */
export const reviewedPercent = (reviewed: number, answered: number): number =>
  answered > 0 ? Math.min(100, Math.round((reviewed / answered) * 100)) : 0;

/**
 * The detail with one question as the server now has it, and the reviewed count that follows;
 * other questions keep their identity, so only the changed row renders again.
 */
export const withQuestion = (
  detail: IncomingDetail,
  question: IncomingQuestionWithAnswer,
): IncomingDetail => {
  const before = detail.questions.find((q) => q.id === question.id);
  if (!before) return detail;
  const delta =
    Number(question.review.status !== 'pending') - Number(before.review.status !== 'pending');
  return {
    ...detail,
    questionnaire: {
      ...detail.questionnaire,
      reviewedCount: Math.max(0, detail.questionnaire.reviewedCount + delta),
    },
    questions: detail.questions.map((q) => (q.id === question.id ? question : q)),
  };
};

/** The detail with a change to one question's review (a comment posted, a gap recorded). */
export const withReview = (
  detail: IncomingDetail,
  questionId: string,
  change: (review: IncomingQuestionWithAnswer['review']) => IncomingQuestionWithAnswer['review'],
): IncomingDetail => {
  const q = detail.questions.find((x) => x.id === questionId);
  return q ? withQuestion(detail, { ...q, review: change(q.review) }) : detail;
};
