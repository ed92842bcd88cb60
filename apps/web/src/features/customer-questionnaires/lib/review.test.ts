import { describe, expect, it } from 'vitest';
import type {
  AnswerVerdict,
  IncomingDetail,
  IncomingQuestionWithAnswer,
  ReviewStatus,
} from '@rampart/contracts';
import {
  currentAnswer,
  filterQuestions,
  gapKindsAllowed,
  gapOpen,
  isGap,
  reviewedPercent,
  reviewFilterCounts,
  withQuestion,
  withReview,
} from './review.ts';

type Shape = {
  draft?: AnswerVerdict | null;
  status?: ReviewStatus;
  reviewed?: AnswerVerdict | null;
  gap?: boolean;
};

const question = (id: string, s: Shape = {}): IncomingQuestionWithAnswer => ({
  id,
  sheet: 'Security',
  row: 2,
  section: null,
  reference: null,
  text: `Question ${id}`,
  allowedAnswers: null,
  draft:
    s.draft === null
      ? null
      : {
          answer: s.draft ?? 'yes',
          text: 'Drafted',
          reason: 'Because',
          confidence: 0.8,
          citations: [],
          draftedAt: '2026-05-01T10:00:00.000Z',
          libraryEntryId: null,
        },
  review: {
    status: s.status ?? 'pending',
    answer: s.reviewed ?? null,
    text: s.reviewed ? 'Reviewed' : null,
    reviewedBy: s.status && s.status !== 'pending' ? 'Ada' : null,
    reviewedAt: s.status && s.status !== 'pending' ? '2026-05-02T10:00:00.000Z' : null,
    assignee: null,
    dueDate: null,
    commentCount: 0,
    gap: s.gap ? { kind: 'risk', id: 'rsk_1' } : null,
  },
});

describe('the answer that counts', () => {
  it('is the reviewed one, else the draft, else none', () => {
    expect(currentAnswer(question('a', { draft: 'no', status: 'edited', reviewed: 'yes' }))).toBe(
      'yes',
    );
    expect(currentAnswer(question('b', { draft: 'partial' }))).toBe('partial');
    // Rejected: nothing goes to the customer, so there is no answer to leave a gap.
    expect(currentAnswer(question('c', { draft: 'no', status: 'rejected' }))).toBeNull();
    expect(currentAnswer(question('d', { draft: null }))).toBeNull();
  });
});

describe('gaps', () => {
  it.each([
    ['yes', false],
    ['n/a', false],
    ['partial', true],
    ['no', true],
    ['unknown', true],
  ] as const)('a draft saying %s is a gap: %s', (draft, gap) => {
    expect(isGap(question('q', { draft }))).toBe(gap);
    expect(gapOpen(question('q', { draft }))).toBe(gap);
  });

  it('follow the reviewed answer over the draft', () => {
    expect(isGap(question('q', { draft: 'no', status: 'edited', reviewed: 'yes' }))).toBe(false);
    expect(isGap(question('q', { draft: 'yes', status: 'edited', reviewed: 'partial' }))).toBe(
      true,
    );
  });

  it('stay gaps once they became a record, and cannot be raised again', () => {
    const raised = question('q', { draft: 'no', status: 'edited', reviewed: 'yes', gap: true });
    expect(isGap(raised)).toBe(true);
    expect(gapOpen(raised)).toBe(false);
  });

  it('become only the records the person may create', () => {
    expect(gapKindsAllowed({ risk: true, finding: false, control: true })).toEqual([
      'risk',
      'control',
    ]);
    expect(gapKindsAllowed({ risk: false, finding: false, control: false })).toEqual([]);
  });
});

describe('filters', () => {
  const questions = [
    question('undrafted', { draft: null }),
    question('pending-yes', { draft: 'yes' }),
    question('pending-no', { draft: 'no' }),
    question('accepted', { draft: 'yes', status: 'accepted', reviewed: 'yes' }),
    question('edited-gap', { draft: 'yes', status: 'edited', reviewed: 'unknown' }),
    question('rejected', { draft: 'partial', status: 'rejected' }),
    question('rejected-raised', { draft: 'no', status: 'rejected', gap: true }),
  ];

  it('count what each shows', () => {
    expect(reviewFilterCounts(questions)).toEqual({
      all: 7,
      'to-review': 2,
      reviewed: 4,
      gaps: 3,
    });
  });

  it('show the questions of each, in order', () => {
    const ids = (f: Parameters<typeof filterQuestions>[1]) =>
      filterQuestions(questions, f).map((q) => q.id);
    expect(ids('to-review')).toEqual(['pending-yes', 'pending-no']);
    expect(ids('reviewed')).toEqual(['accepted', 'edited-gap', 'rejected', 'rejected-raised']);
    expect(ids('gaps')).toEqual(['pending-no', 'edited-gap', 'rejected-raised']);
    expect(ids('all')).toHaveLength(7);
  });

  it('keep the questions shown when the filter was chosen, and add the ones that now match', () => {
    const accepted = question('pending-yes', { draft: 'yes', status: 'accepted', reviewed: 'yes' });
    const reopened = question('accepted', { draft: 'yes' });
    const now = questions.map((q) =>
      q.id === accepted.id ? accepted : q.id === reopened.id ? reopened : q,
    );
    const kept = new Set(['pending-yes', 'pending-no']);
    expect(filterQuestions(now, 'to-review', kept).map((q) => q.id)).toEqual([
      'pending-yes',
      'pending-no',
      'accepted',
    ]);
    expect(filterQuestions(now, 'to-review').map((q) => q.id)).toEqual(['pending-no', 'accepted']);
  });
});

describe('progress', () => {
  it.each([
    [0, 0, 0],
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 67],
    [3, 3, 100],
    [4, 3, 100],
  ])('%i reviewed of %i drafted is %i%%', (reviewed, answered, percent) => {
    expect(reviewedPercent(reviewed, answered)).toBe(percent);
  });
});

describe('the detail after a change', () => {
  const detail = (questions: IncomingQuestionWithAnswer[], reviewedCount: number) =>
    ({
      questionnaire: { reviewedCount } as IncomingDetail['questionnaire'],
      questions,
      drafting: null,
    }) as IncomingDetail;

  it('counts a question reviewed or reopened, and keeps the other questions as they were', () => {
    const other = question('other', { draft: 'yes' });
    const before = detail([question('q', { draft: 'yes' }), other], 0);
    const accepted = withQuestion(
      before,
      question('q', { draft: 'yes', status: 'accepted', reviewed: 'yes' }),
    );
    expect(accepted.questionnaire.reviewedCount).toBe(1);
    expect(accepted.questions[1]).toBe(other);
    // Edited after accepted: still one reviewed.
    const edited = withQuestion(
      accepted,
      question('q', { draft: 'yes', status: 'edited', reviewed: 'no' }),
    );
    expect(edited.questionnaire.reviewedCount).toBe(1);
    const reopened = withQuestion(edited, question('q', { draft: 'yes' }));
    expect(reopened.questionnaire.reviewedCount).toBe(0);
  });

  it('changes one review in place, and ignores a question it does not hold', () => {
    const before = detail([question('q', { draft: 'no' })], 0);
    const commented = withReview(before, 'q', (r) => ({ ...r, commentCount: r.commentCount + 1 }));
    expect(commented.questions[0]!.review.commentCount).toBe(1);
    expect(withReview(before, 'gone', (r) => r)).toBe(before);
  });
});
