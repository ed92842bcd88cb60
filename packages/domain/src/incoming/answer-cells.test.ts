import { describe, expect, it } from 'vitest';
import { answerCellValue, commentCellText } from './answer-cells.ts';

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
