import { expect, it } from 'vitest';
import type { IncomingQuestion } from '@rampart/contracts';
import { groupQuestions } from './question-groups.ts';

const q = (sheet: string, row: number, section: string | null): IncomingQuestion => ({
  id: `${sheet}-${row}`,
  sheet,
  row,
  section,
  reference: null,
  text: `Question ${row}`,
  allowedAnswers: null,
});

it('groups questions by sheet and section in the order of the file', () => {
  const groups = groupQuestions([
    q('Security', 2, 'Access'),
    q('Security', 3, 'Access'),
    q('Security', 5, 'Backups'),
    q('Privacy', 2, null),
  ]);
  expect(
    groups.map((g) => [g.sheet, g.sections.map((s) => [s.section, s.questions.length])]),
  ).toEqual([
    [
      'Security',
      [
        ['Access', 2],
        ['Backups', 1],
      ],
    ],
    ['Privacy', [[null, 1]]],
  ]);
});
