import { describe, expect, it } from 'vitest';
import { detectLayout, questionsOf } from '@rampart/domain';
import { questionnaireWorkbook } from '../../testing/office-files.ts';
import { createIsolatedReader } from './isolated-reading.ts';
import { readCsvGrid, readWorkbookGrids } from './read-questionnaire-grids.ts';

describe('readWorkbookGrids', () => {
  it("reads each cell's text once, a merged heading in its first cell, and every dropdown's answers", async () => {
    const grids = await readWorkbookGrids(await questionnaireWorkbook());
    // The hidden sheet of lists is not a sheet of questions.
    expect(grids.map((g) => g.name)).toEqual(['Security']);
    const [grid] = grids;
    expect(grid!.rows.map((r) => [r.row, r.cells])).toEqual([
      [1, ['Acme Corp vendor security questionnaire']],
      [3, ['Ref', 'Question', 'Answer', 'Comments']],
      [4, ['A. Access control']],
      [5, ['A.1', 'Is multi-factor authentication enforced for administrators?', '']],
      [6, ['A.2', 'Are access rights reviewed at least quarterly?', '']],
      [7, ['A.3', 'Is there a leaver process?', '']],
    ]);

    const layout = detectLayout(grid!)!;
    expect(layout.columns).toMatchObject({ reference: 0, question: 1, answer: 2, comment: 3 });
    expect(
      questionsOf(grid!, layout).map((q) => [q.reference, q.section, q.allowedAnswers]),
    ).toEqual([
      ['A.1', 'A. Access control', ['Yes', 'No', 'N/A']],
      ['A.2', 'A. Access control', ['Yes', 'No', 'Partially']],
      ['A.3', 'A. Access control', ['Compliant', 'Not compliant']],
    ]);
  });

  it('refuses what is not a workbook', async () => {
    await expect(readWorkbookGrids(Buffer.from('not a zip'))).rejects.toThrow();
  });

  it('runs in the reading child, as every file someone sends is read', async () => {
    const child = createIsolatedReader();
    try {
      const grids = await child.read({
        op: 'questionnaire',
        data: await questionnaireWorkbook(),
        format: 'xlsx',
        name: 'acme.xlsx',
      });
      expect(grids.map((g) => [g.name, g.rows.length])).toEqual([['Security', 6]]);
    } finally {
      child.close();
    }
  });
});

describe('readCsvGrid', () => {
  it('reads quoted cells, a byte-order mark and ragged rows, and leaves out empty lines', () => {
    const grid = readCsvGrid(
      '\uFEFF#,Question,Response\n1,"Do you encrypt data at rest, and in transit?",\n\n2,Is there a DPO?\n',
      'customer.csv',
    );
    expect(grid).toEqual({
      name: 'customer.csv',
      rows: [
        { row: 1, cells: ['#', 'Question', 'Response'] },
        { row: 2, cells: ['1', 'Do you encrypt data at rest, and in transit?', ''] },
        { row: 4, cells: ['2', 'Is there a DPO?'] },
      ],
    });
  });
});
