// Shared builders for the questionnaire tests: questions of each type and a random structure.
import fc from 'fast-check';
import type { Question, QuestionnaireStructure } from './types.ts';

export const q = (id: string, over: Partial<Question> = {}): Question => ({
  id,
  text: `Question ${id}`,
  type: 'text',
  required: false,
  weight: 0,
  ...over,
});

export const choice = (id: string, over: Partial<Question> = {}): Question =>
  q(id, {
    type: 'single_choice',
    options: [
      { id: `${id}-a`, label: 'A', score: 1 },
      { id: `${id}-b`, label: 'B', score: 0.5 },
      { id: `${id}-c`, label: 'C' },
    ],
    ...over,
  });

export const one = (...questions: Question[]): QuestionnaireStructure => ({
  sections: [{ id: 's1', title: 'Security', questions }],
});

/** A well-formed structure of yes/no questions, each maybe hanging on an earlier one. */
export const structureArb: fc.Arbitrary<QuestionnaireStructure> = fc
  .array(
    fc.record({
      required: fc.boolean(),
      weight: fc.integer({ min: 0, max: 5 }),
      dependsOn: fc.option(fc.nat(), { nil: undefined }),
      equals: fc.boolean(),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .map((rows) =>
    one(
      ...rows.map((r, i) =>
        q(`q${i}`, {
          type: 'yes_no',
          required: r.required,
          weight: r.weight,
          ...(r.dependsOn !== undefined && i > 0
            ? { condition: { questionId: `q${r.dependsOn % i}`, equals: r.equals } }
            : {}),
        }),
      ),
    ),
  );

/** Any answers to structureArb's questions: yes, no, or none. */
export const answersArb = fc.dictionary(
  fc.integer({ min: 0, max: 11 }).map((i) => `q${i}`),
  fc.option(fc.boolean(), { nil: null }),
);
