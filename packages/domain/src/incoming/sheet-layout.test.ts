import { describe, expect, it } from 'vitest';
import {
  detectLayout,
  questionsOf,
  questionsOfText,
  type GridRow,
  type SheetGrid,
} from './sheet-layout.ts';

const YES_NO = ['Yes', 'No', 'N/A'];
/** Rows from arrays of cells, numbered from `first`; `dropdown` puts YES_NO on that column. */
const rows = (cells: string[][], first = 1, dropdown?: number): GridRow[] =>
  cells.map((c, i) => ({
    row: first + i,
    cells: c,
    ...(dropdown === undefined
      ? {}
      : { allowed: c.map((_, j) => (j === dropdown && i > 0 ? YES_NO : null)) }),
  }));

describe('detectLayout', () => {
  it.each<[string, SheetGrid, ReturnType<typeof detectLayout>]>([
    [
      'a SIG-Lite-like sheet: title rows, then a header with a number, response and notes',
      {
        name: 'Lite',
        rows: rows(
          [
            ['Standardized Information Gathering Lite', ''],
            ['Please answer every question', 'Vendor:'],
            ['Ques Num', 'Question/Request', 'Response', 'Additional Information'],
            ['A.1', 'Is there a risk assessment program?', '', ''],
          ],
          1,
        ),
      },
      {
        sheet: 'Lite',
        headerRow: 3,
        columns: { reference: 0, question: 1, answer: 2, comment: 3, section: null },
      },
    ],
    [
      'a CAIQ-like sheet: question id, answer, ownership, implementation description',
      {
        name: 'CAIQv4',
        rows: rows([
          [
            'Question ID',
            'Question',
            'CSP CAIQ Answer',
            'SSP Control Ownership',
            'CSP Implementation Description (Optional/Recommended)',
          ],
          ['A&A-01.1', 'Are audit and assurance policies established?', 'Yes', '', ''],
        ]),
      },
      {
        sheet: 'CAIQv4',
        headerRow: 1,
        columns: { reference: 0, question: 1, answer: 2, comment: 4, section: null },
      },
    ],
    [
      'a home-made sheet with a category column and "Compliant (Y/N)"',
      {
        name: 'Security',
        rows: rows([
          ['Category', 'Requirement', 'Compliant (Y/N)', 'Comments'],
          ['Access', 'MFA is enforced for all administrators', '', ''],
        ]),
      },
      {
        sheet: 'Security',
        headerRow: 1,
        columns: { reference: null, question: 1, answer: 2, comment: 3, section: 0 },
      },
    ],
    [
      'no header: numbers, questions, and a dropdown column',
      {
        name: 'Sheet1',
        rows: rows(
          [
            ['1', 'Do you encrypt data at rest?', ''],
            ['2', 'Do you review access quarterly?', ''],
            ['3', 'Is there an incident response plan?', ''],
          ],
          5,
        ).map((r) => ({ ...r, allowed: [null, null, YES_NO] })),
      },
      {
        sheet: 'Sheet1',
        headerRow: null,
        columns: { reference: 0, question: 1, answer: 2, comment: null, section: null },
      },
    ],
    [
      'a sheet with nothing that reads as a question',
      { name: 'Cover', rows: rows([['Logo'], ['Acme Corp']]) },
      null,
    ],
    [
      'no header, one column of questions: no answer column is made up',
      {
        name: 'questions',
        rows: rows([['Do you encrypt data at rest?'], ['Do you review access quarterly?']]),
      },
      {
        sheet: 'questions',
        headerRow: null,
        columns: { reference: null, question: 0, answer: null, comment: null, section: null },
      },
    ],
    [
      'a sheet of instructions: sentences that ask nothing',
      {
        name: 'Instructions',
        rows: rows([
          ['Please answer every question in the Questions sheet.'],
          ['Note that answers are reviewed by our security team.'],
          ['Return the completed workbook to vendor-risk@example.com by the due date.'],
        ]),
      },
      null,
    ],
  ])('%s', (_what, grid, expected) => {
    expect(detectLayout(grid)).toEqual(expected);
  });
});

describe('questionsOf', () => {
  it('reads questions below the header, with headings as sections and each dropdown as the allowed answers', () => {
    const grid: SheetGrid = {
      name: 'Lite',
      rows: rows(
        [
          ['Ques Num', 'Question/Request', 'Response', 'Additional Information'],
          ['A. Risk Management', '', '', ''],
          [
            'A.1',
            'Is there a risk assessment program  that has been approved by management?',
            '',
            '',
          ],
          ['A.2', 'Is it reviewed annually?', '', ''],
          ['', '', '', ''],
          ['B', 'Security Policy', '', ''],
          ['B.1', 'Is there an information security policy?', 'Yes', 'Approved 2026'],
        ],
        10,
        2,
      ),
    };
    const layout = detectLayout(grid)!;
    expect(questionsOf(grid, layout)).toEqual([
      {
        sheet: 'Lite',
        row: 12,
        section: 'A. Risk Management',
        reference: 'A.1',
        text: 'Is there a risk assessment program that has been approved by management?',
        allowedAnswers: YES_NO,
      },
      {
        sheet: 'Lite',
        row: 13,
        section: 'A. Risk Management',
        reference: 'A.2',
        text: 'Is it reviewed annually?',
        allowedAnswers: YES_NO,
      },
      {
        sheet: 'Lite',
        row: 16,
        section: 'B Security Policy',
        reference: 'B.1',
        text: 'Is there an information security policy?',
        allowedAnswers: YES_NO,
      },
    ]);
  });

  it('follows a corrected layout: the person says which column holds the questions', () => {
    const grid: SheetGrid = {
      name: 'Odd',
      rows: rows([
        ['Notes', 'Ask', 'Your answer'],
        ['internal', 'Do you back up daily?', ''],
      ]),
    };
    const questions = questionsOf(grid, {
      sheet: 'Odd',
      headerRow: 1,
      columns: { question: 1, answer: 2, comment: 0, section: null, reference: null },
    });
    expect(questions.map((q) => q.text)).toEqual(['Do you back up daily?']);
  });
});

describe('terse questions', () => {
  it('reads a question followed by the answer hint customers add ("MFA on VPN? Y/N")', () => {
    const grid: SheetGrid = {
      name: 'Quick',
      rows: rows([
        ['#', 'Question', 'Answer'],
        ['1', 'MFA on VPN? Y/N', ''],
        ['2', 'SSO for staff apps (yes/no)', ''],
        ['3', 'Contact', ''],
      ]),
    };
    const layout = detectLayout(grid)!;
    expect(questionsOf(grid, layout).map((q) => q.text)).toEqual([
      'MFA on VPN? Y/N',
      'SSO for staff apps (yes/no)',
    ]);
  });
});

describe('questionsOfText', () => {
  it('splits pasted text into numbered questions, joins wrapped lines, and keeps headings as sections', () => {
    const text = [
      '## Access control',
      '1. Do you enforce multi-factor authentication',
      '   for every administrator?',
      '2) Are access rights reviewed at least quarterly?',
      '',
      'Section 3: Encryption',
      'Q3: Is customer data encrypted at rest?',
      'Is TLS 1.2 or later required?',
      '',
      '- Do you keep a register of subprocessors?',
    ].join('\n');
    expect(questionsOfText(text)).toEqual([
      {
        sheet: 'Pasted text',
        row: 2,
        section: 'Access control',
        reference: '1',
        text: 'Do you enforce multi-factor authentication for every administrator?',
        allowedAnswers: null,
      },
      {
        sheet: 'Pasted text',
        row: 4,
        section: 'Access control',
        reference: '2',
        text: 'Are access rights reviewed at least quarterly?',
        allowedAnswers: null,
      },
      {
        sheet: 'Pasted text',
        row: 7,
        section: 'Encryption',
        reference: 'Q3',
        text: 'Is customer data encrypted at rest?',
        allowedAnswers: null,
      },
      {
        sheet: 'Pasted text',
        row: 8,
        section: 'Encryption',
        reference: null,
        text: 'Is TLS 1.2 or later required?',
        allowedAnswers: null,
      },
      {
        sheet: 'Pasted text',
        row: 10,
        section: 'Encryption',
        reference: null,
        text: 'Do you keep a register of subprocessors?',
        allowedAnswers: null,
      },
    ]);
  });
});
