import fc from 'fast-check';
import { QUESTIONNAIRE_LIMITS as L } from '@rampart/contracts';
import { describe, expect, it } from 'vitest';
import { isPublishable, validateStructure } from './structure.ts';
import { choice, one, q, structureArb } from './test-builders.ts';
import { visibleQuestions } from './visibility.ts';
import { conditionHolds } from './condition-rules.ts';

const codes = (s: Parameters<typeof validateStructure>[0]) =>
  validateStructure(s).map((i) => `${i.path}:${i.code}`);

describe('validateStructure', () => {
  it('accepts a well-formed questionnaire, and it can be published', () => {
    const s = one(
      q('a', { type: 'yes_no' }),
      choice('b', { condition: { questionId: 'a', equals: true } }),
    );
    expect(validateStructure(s)).toEqual([]);
    expect(isPublishable(s)).toBe(true);
    expect(isPublishable({ sections: [] })).toBe(false);
  });

  it('names the path of duplicate ids, blank text and blank section titles', () => {
    const s = {
      sections: [
        { id: 's', title: ' ', questions: [q('a'), q('a', { text: '  ' })] },
        { id: 's', title: 'Two', questions: [] },
      ],
    };
    expect(codes(s)).toEqual(
      expect.arrayContaining([
        'sections.0.title:required',
        'sections.1.id:duplicate_id',
        'sections.0.questions.1.id:duplicate_id',
        'sections.0.questions.1.text:required',
      ]),
    );
  });

  it.each([
    [L.questionTextMax, []],
    [L.questionTextMax + 1, ['sections.0.questions.0.text:too_long']],
  ])('question text of %i characters', (n, expected) => {
    expect(codes(one(q('a', { text: 'x'.repeat(n) })))).toEqual(expected);
  });

  it.each([
    [L.helpTextMax, []],
    [L.helpTextMax + 1, ['sections.0.questions.0.helpText:too_long']],
  ])('help text of %i characters', (n, expected) => {
    expect(codes(one(q('a', { helpText: 'x'.repeat(n) })))).toEqual(expected);
  });

  it.each([
    [0, ['sections.0.questions.0.options:options_required']],
    [1, ['sections.0.questions.0.options:options_required']],
    [2, []],
    [L.optionsMax, []],
    [L.optionsMax + 1, ['sections.0.questions.0.options:too_many']],
  ])('a choice question with %i options', (n, expected) => {
    const options = Array.from({ length: n }, (_, i) => ({ id: `o${i}`, label: `Option ${i}` }));
    expect(codes(one(q('a', { type: 'multiple_choice', options })))).toEqual(expected);
  });

  it('refuses repeated options, options on other types and option scores outside 0..1', () => {
    const dup = q('a', {
      type: 'single_choice',
      options: [
        { id: 'x', label: 'Yes' },
        { id: 'x', label: ' yes ' },
        { id: 'z', label: 'No', score: 1.01 },
        { id: 'w', label: 'Maybe', score: -0.01 },
      ],
    });
    expect(codes(one(dup))).toEqual([
      'sections.0.questions.0.options.1.id:duplicate_id',
      'sections.0.questions.0.options.1.label:duplicate_option',
      'sections.0.questions.0.options.2.score:option_score',
      'sections.0.questions.0.options.3.score:option_score',
    ]);
    expect(codes(one(q('a', { options: [{ id: 'x', label: 'X' }] })))).toEqual([
      'sections.0.questions.0.options:options_not_allowed',
    ]);
  });

  it.each([
    [1, 5, []],
    [1, 2, []],
    [3, 3, ['sections.0.questions.0.max:scale_range']],
    [4, 3, ['sections.0.questions.0.max:scale_range']],
    [0, L.scaleStepsMax, []],
    [0, L.scaleStepsMax + 1, ['sections.0.questions.0.max:scale_range']],
    [1.5, 5, ['sections.0.questions.0.min:scale_range']],
    [undefined, 5, ['sections.0.questions.0.min:scale_range']],
  ])('a scale from %s to %s', (min, max, expected) => {
    expect(codes(one(q('a', { type: 'scale', min, max })))).toEqual(expected);
  });

  it.each([
    [0, 10, []],
    [5, 5, []],
    [6, 5, ['sections.0.questions.0.max:number_bounds']],
    [Number.NaN, 5, ['sections.0.questions.0.min:number_bounds']],
  ])('number bounds %s..%s', (min, max, expected) => {
    expect(codes(one(q('a', { type: 'number', min, max })))).toEqual(expected);
  });

  it.each([
    [0, []],
    [0.5, []],
    [-0.01, ['sections.0.questions.0.weight:weight']],
    [Number.POSITIVE_INFINITY, ['sections.0.questions.0.weight:weight']],
  ])('weight %s', (weight, expected) => {
    expect(codes(one(q('a', { weight })))).toEqual(expected);
  });

  it('checks each condition: known, earlier, a closed type, a real answer, no cycle', () => {
    const at = 'sections.0.questions.1.condition';
    expect(codes(one(q('a'), q('b', { condition: { questionId: 'zz', equals: true } })))).toEqual([
      `${at}.questionId:condition_unknown`,
    ]);
    expect(
      codes(
        one(q('b', { condition: { questionId: 'a', equals: true } }), q('a', { type: 'yes_no' })),
      ),
    ).toEqual(['sections.0.questions.0.condition.questionId:condition_later']);
    expect(codes(one(q('a'), q('b', { condition: { questionId: 'a', equals: 'x' } })))).toEqual([
      `${at}.questionId:condition_type`,
    ]);
    expect(
      codes(
        one(q('a', { type: 'yes_no' }), q('b', { condition: { questionId: 'a', equals: 'yes' } })),
      ),
    ).toEqual([`${at}.equals:condition_value`]);
    expect(
      codes(one(choice('a'), q('b', { condition: { questionId: 'a', equals: 'nope' } }))),
    ).toEqual([`${at}.equals:condition_value`]);
    const cycle = one(
      q('a', { type: 'yes_no', condition: { questionId: 'b', equals: true } }),
      q('b', { type: 'yes_no', condition: { questionId: 'a', equals: true } }),
    );
    expect(codes(cycle)).toEqual([
      'sections.0.questions.0.condition.questionId:condition_cycle',
      `${at}.questionId:condition_cycle`,
    ]);
    expect(
      codes(one(q('a', { type: 'yes_no', condition: { questionId: 'a', equals: true } }))),
    ).toEqual(['sections.0.questions.0.condition.questionId:condition_cycle']);
  });

  it('a condition may use a question of an earlier section', () => {
    const s = {
      sections: [
        { id: 's1', title: 'One', questions: [q('a', { type: 'yes_no' })] },
        {
          id: 's2',
          title: 'Two',
          questions: [q('b', { condition: { questionId: 'a', equals: false } })],
        },
      ],
    };
    expect(validateStructure(s)).toEqual([]);
  });

  it('generated structures are valid', () => {
    fc.assert(
      fc.property(structureArb, (s) => {
        expect(validateStructure(s)).toEqual([]);
      }),
    );
  });
});

describe('visibleQuestions', () => {
  const s = one(
    q('a', { type: 'yes_no' }),
    q('b', { type: 'yes_no', condition: { questionId: 'a', equals: true } }),
    q('c', { condition: { questionId: 'b', equals: false } }),
    choice('d'),
    q('e', {
      type: 'multiple_choice',
      options: [
        { id: 'x', label: 'X' },
        { id: 'y', label: 'Y' },
      ],
    }),
    q('f', { condition: { questionId: 'e', equals: 'y' } }),
    q('g', { condition: { questionId: 'd', equals: 'd-b' } }),
  );
  const ids = (answers: Record<string, unknown>) =>
    visibleQuestions(s, answers as never).map((l) => l.question.id);

  it.each([
    [{}, ['a', 'd', 'e']],
    [{ a: true }, ['a', 'b', 'd', 'e']],
    [{ a: true, b: false }, ['a', 'b', 'c', 'd', 'e']],
    // b's answer stays stored but b is hidden, so c hides too.
    [{ a: false, b: false }, ['a', 'd', 'e']],
    [{ a: 'true' }, ['a', 'd', 'e']],
    [{ e: ['x', 'y'], d: 'd-b' }, ['a', 'd', 'e', 'f', 'g']],
    [{ e: ['x'], d: 'd-a' }, ['a', 'd', 'e']],
  ])('with %j shows %j', (answers, expected) => expect(ids(answers)).toEqual(expected));

  it('never shows a question whose condition fails, and shows every unconditional one', async () => {
    const { answersArb } = await import('./test-builders.ts');
    fc.assert(
      fc.property(structureArb, answersArb, (st, answers) => {
        const shown = visibleQuestions(st, answers);
        const shownIds = new Set(shown.map((l) => l.question.id));
        for (const { question } of shown) {
          const c = question.condition;
          if (!c) continue;
          expect(shownIds.has(c.questionId)).toBe(true);
          const source = st.sections[0]!.questions.find((x) => x.id === c.questionId)!;
          expect(conditionHolds(c, source, answers[c.questionId])).toBe(true);
        }
        const plain = st.sections[0]!.questions.filter((x) => !x.condition).map((x) => x.id);
        for (const id of plain) expect(shownIds.has(id)).toBe(true);
      }),
    );
  });
});
