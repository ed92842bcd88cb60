import { describe, expect, it } from 'vitest';
import { answerCellValue, answerToSend, commentCellText } from './answer-cells.ts';

describe('answerCellValue', () => {
  it.each([
    ['yes', ['Yes', 'No', 'N/A'], 'Yes'],
    ['yes', ['Y', 'N'], 'Y'],
    ['yes', ['Compliant', 'Not compliant'], 'Compliant'],
    ['no', ['Compliant', 'Not compliant'], 'Not compliant'],
    ['partial', ['Yes', 'No', 'Partially'], 'Partially'],
    ['partial', ['Yes', 'No'], null],
    ['n/a', ['Yes', 'No', 'Not Applicable'], 'Not Applicable'],
    ['unknown', ['Yes', 'No'], null],
    ['yes', null, 'Yes'],
    ['partial', null, 'Partially'],
    ['unknown', null, null],
  ] as const)('%s in %j is %j', (verdict, allowed, expected) => {
    expect(answerCellValue(verdict, allowed as readonly string[] | null)).toBe(expected);
  });
});

it('puts the records behind an answer in the comment', () => {
  expect(
    commentCellText({
      text: 'Yes. MFA is implemented.',
      citations: [
        { kind: 'control', title: 'MFA' },
        { kind: 'evidence', title: 'Okta export' },
      ],
    }),
  ).toBe('Yes. MFA is implemented.\nRecords: MFA; Okta export');
});

describe('answerToSend', () => {
  const cited = [{ kind: 'control', id: 'ctl_1', title: 'MFA' }];
  const q = {
    answer: 'yes',
    answerText: 'Yes. MFA is enforced.',
    citations: cited,
    finalAnswer: null as string | null,
    finalText: null as string | null,
  };
  it.each([
    ['pending', q, { answer: 'yes', text: 'Yes. MFA is enforced.', citations: cited }],
    [
      'accepted',
      { ...q, finalAnswer: 'yes', finalText: 'Yes. MFA is enforced.' },
      { answer: 'yes', text: 'Yes. MFA is enforced.', citations: cited },
    ],
    [
      'edited',
      { ...q, finalAnswer: 'partial', finalText: 'Partially: admins only.' },
      { answer: 'partial', text: 'Partially: admins only.', citations: [] },
    ],
    ['rejected', q, null],
    ['pending', { ...q, answer: null, answerText: null }, null],
  ])('%s', (reviewStatus, question, expected) => {
    expect(answerToSend({ ...question, reviewStatus })).toEqual(expected);
  });
});
