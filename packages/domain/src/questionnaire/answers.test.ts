import fc from 'fast-check';
import { QUESTIONNAIRE_LIMITS } from '@rampart/contracts';
import { describe, expect, it } from 'vitest';
import { completionRate, isCalendarDay, responseCompletion, validateAnswer } from './answers.ts';
import { answerCredit, isScoredQuestion, scoreResponse } from './scoring.ts';
import { answersArb, choice, one, q, structureArb } from './test-builders.ts';
import type { AnswerValue } from './types.ts';

const code = (question: Parameters<typeof validateAnswer>[0], v: AnswerValue | undefined) =>
  validateAnswer(question, v)?.code ?? null;

describe('validateAnswer', () => {
  it.each([
    [undefined, 'required'],
    [null, 'required'],
    ['   ', 'required'],
    ['fine', null],
  ])('a required text answer %j', (v, expected) => {
    expect(code(q('a', { required: true }), v)).toBe(expected);
  });

  it('an empty answer to an optional question is no issue', () => {
    expect(code(q('a'), undefined)).toBeNull();
    expect(code(q('a', { type: 'multiple_choice' }), [])).toBeNull();
  });

  it.each([
    [true, null],
    ['yes', 'wrong_type'],
    [1, 'wrong_type'],
  ])('yes_no %j', (v, expected) => expect(code(q('a', { type: 'yes_no' }), v)).toBe(expected));

  it.each([
    ['a-a', null],
    ['zz', 'unknown_option'],
    [['a-a'], 'wrong_type'],
  ])('single choice %j', (v, expected) => expect(code(choice('a'), v)).toBe(expected));

  it.each([
    [['a-a', 'a-c'], null],
    [['a-a', 'zz'], 'unknown_option'],
    [['a-a', 'a-a'], 'duplicate_option'],
    ['a-a', 'wrong_type'],
  ])('multiple choice %j', (v, expected) =>
    expect(code(choice('a', { type: 'multiple_choice' }), v)).toBe(expected),
  );

  it.each([
    [-0.01, 'below_min'],
    [0, null],
    [100, null],
    [100.01, 'above_max'],
    [Number.NaN, null], // not a number is no answer at all
    ['5', 'wrong_type'],
  ])('number %s within 0..100', (v, expected) =>
    expect(code(q('a', { type: 'number', min: 0, max: 100 }), v)).toBe(expected),
  );

  it.each([
    [0, 'below_min'],
    [1, null],
    [5, null],
    [6, 'above_max'],
    [2.5, 'not_whole'],
  ])('scale 1..5 answered %s', (v, expected) =>
    expect(code(q('a', { type: 'scale', min: 1, max: 5 }), v)).toBe(expected),
  );

  it.each([
    ['2024-02-29', null],
    ['2023-02-29', 'invalid_date'],
    ['2026-04-31', 'invalid_date'],
    ['2026-12-31', null],
    ['2026-13-01', 'invalid_date'],
    ['1899-12-31', 'invalid_date'],
    ['1900-01-01', null],
    ['2200-12-31', null],
    ['2201-01-01', 'invalid_date'],
    ['2026-1-5', 'invalid_date'],
    ['2026-01-05T10:00:00Z', 'invalid_date'],
  ])('date %s', (v, expected) => {
    expect(code(q('a', { type: 'date' }), v)).toBe(expected);
    expect(isCalendarDay(v)).toBe(expected === null);
  });

  it.each([
    [QUESTIONNAIRE_LIMITS.textAnswerMax, null],
    [QUESTIONNAIRE_LIMITS.textAnswerMax + 1, 'too_long'],
  ])('text of %i characters', (n, expected) => expect(code(q('a'), 'x'.repeat(n))).toBe(expected));

  it('file uploads are lists of ids', () => {
    expect(code(q('a', { type: 'file_upload' }), ['ev-1'])).toBeNull();
    expect(code(q('a', { type: 'file_upload' }), ['ev-1', ''])).toBe('wrong_type');
    expect(code(q('a', { type: 'file_upload', required: true }), [])).toBe('required');
  });
});

describe('completion', () => {
  const s = one(
    q('a', { type: 'yes_no', required: true }),
    q('b', { required: true, condition: { questionId: 'a', equals: true } }),
    q('c'),
    q('d', { type: 'number', required: true, max: 10 }),
  );

  it.each([
    [{}, 0, 2],
    [{ a: false }, 1, 2],
    [{ a: false, d: 11 }, 1, 2], // an invalid answer does not complete
    [{ a: false, d: 3 }, 2, 2],
    [{ a: true, d: 3 }, 2, 3], // b shows, and is required
    [{ a: true, b: 'x', d: 3 }, 3, 3],
    [{ a: false, b: 'x', d: 3 }, 2, 2], // hidden b does not count
  ])('%j answers %i of %i required', (answers, answered, required) => {
    const c = responseCompletion(s, answers);
    expect([c.answered, c.required]).toEqual([answered, required]);
    expect(c.ratio).toBeCloseTo(answered / required);
  });

  it('nothing required is complete; no responses is a rate of 0', () => {
    expect(responseCompletion(one(q('a')), {}).ratio).toBe(1);
    expect(completionRate(s, [])).toBe(0);
    expect(completionRate(s, [{}, { a: false, d: 3 }])).toBe(0.5);
  });

  it('completion and completion rate stay within 0..1', () => {
    fc.assert(
      fc.property(structureArb, fc.array(answersArb, { maxLength: 5 }), (st, responses) => {
        for (const r of responses) {
          const { ratio, answered, required } = responseCompletion(st, r);
          expect(ratio).toBeGreaterThanOrEqual(0);
          expect(ratio).toBeLessThanOrEqual(1);
          expect(answered).toBeLessThanOrEqual(required);
        }
        const rate = completionRate(st, responses);
        expect(rate >= 0 && rate <= 1).toBe(true);
      }),
    );
  });
});

describe('scoring', () => {
  it.each([
    [q('a', { type: 'yes_no', weight: 1 }), true, 1],
    [q('a', { type: 'yes_no', weight: 1 }), false, 0],
    [q('a', { type: 'yes_no', weight: 1, creditedAnswer: false }), false, 1],
    [choice('a', { weight: 1 }), 'a-b', 0.5],
    [choice('a', { weight: 1 }), 'a-c', 0],
    [choice('a', { weight: 1, type: 'multiple_choice' }), ['a-a', 'a-b'], 1],
    [choice('a', { weight: 1, type: 'multiple_choice' }), ['a-b', 'a-c'], 0.5],
    [q('a', { type: 'scale', min: 1, max: 5, weight: 1 }), 1, 0],
    [q('a', { type: 'scale', min: 1, max: 5, weight: 1 }), 4, 0.75],
    [q('a', { type: 'scale', min: 1, max: 5, weight: 1 }), 9, 0], // invalid answers earn nothing
    [q('a', { type: 'file_upload', weight: 1 }), ['ev-1'], 1],
    [q('a', { type: 'file_upload', weight: 1 }), [], 0],
  ])('credit of %j answered %j is %s', (question, v, credit) => {
    expect(answerCredit(question, v as AnswerValue)).toBeCloseTo(credit);
  });

  it('scored questions: positive weight, a gradable type, choices that carry scores', () => {
    expect(isScoredQuestion(q('a', { type: 'yes_no', weight: 1 }))).toBe(true);
    expect(isScoredQuestion(q('a', { type: 'yes_no', weight: 0 }))).toBe(false);
    expect(isScoredQuestion(q('a', { type: 'number', weight: 3 }))).toBe(false);
    expect(isScoredQuestion(q('a', { type: 'text', weight: 3 }))).toBe(false);
    expect(
      isScoredQuestion(
        q('a', { type: 'single_choice', weight: 1, options: [{ id: 'x', label: 'X' }] }),
      ),
    ).toBe(false);
  });

  it('weights the questions shown; unanswered ones earn nothing; hidden ones are left out', () => {
    const s = one(
      q('a', { type: 'yes_no', weight: 3 }),
      q('b', { type: 'yes_no', weight: 1, condition: { questionId: 'a', equals: true } }),
      q('c', { type: 'text', weight: 5 }),
    );
    expect(scoreResponse(s, { a: true, b: true }).score).toBe(100);
    expect(scoreResponse(s, { a: true }).score).toBe(75);
    expect(scoreResponse(s, { a: false, b: true }).score).toBe(0);
    expect(scoreResponse(s, {})).toEqual({ score: 0, earned: 0, possible: 3 });
    expect(scoreResponse(one(q('c', { weight: 5 })), {}).score).toBeNull();
  });

  it('a score is always within 0..100, or null when nothing is scored', () => {
    fc.assert(
      fc.property(structureArb, answersArb, (st, answers) => {
        const { score, possible } = scoreResponse(st, answers);
        if (possible === 0) expect(score).toBeNull();
        else expect(score! >= 0 && score! <= 100).toBe(true);
      }),
    );
  });

  it('a malformed option score cannot push the score out of range', () => {
    const bad = choice('a', {
      weight: 1,
      options: [
        { id: 'x', label: 'X', score: 7 },
        { id: 'y', label: 'Y' },
      ],
    });
    expect(scoreResponse(one(bad), { a: 'x' }).score).toBe(100);
  });
});
