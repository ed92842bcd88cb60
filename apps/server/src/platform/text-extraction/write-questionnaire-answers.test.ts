import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { writeWorkbookCells, type WrittenCell } from './write-questionnaire-answers.ts';

it('writes only empty cells of their own, and no value into a dropdown it could not read', async () => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Q');
  ws.getCell('C2').value = 'See attached';
  ws.getCell('B3').value = 'A question merged across the answer column';
  ws.mergeCells('B3:C3');
  ws.getCell('C4').dataValidation = { type: 'list', formulae: ['INDIRECT("answers")'] };
  const cell = (row: number, over: Partial<WrittenCell> = {}): WrittenCell => ({
    sheet: 'Q',
    row,
    column: 2,
    value: 'Yes',
    kind: 'answer',
    listed: false,
    ...over,
  });
  const out = await writeWorkbookCells(Buffer.from(await wb.xlsx.writeBuffer()), [
    cell(2),
    cell(3),
    cell(4),
    cell(5),
    cell(6, { sheet: 'Missing' }),
  ]);
  expect(out.skipped).toBe(4);
  const back = new ExcelJS.Workbook();
  await back.xlsx.load(Buffer.from(out.bytes) as unknown as ArrayBuffer);
  const sheet = back.getWorksheet('Q')!;
  expect(sheet.getCell('C2').value).toBe('See attached');
  expect(sheet.getCell('B3').value).toBe('A question merged across the answer column');
  expect(sheet.getCell('C4').value).toBeNull();
  expect(sheet.getCell('C5').value).toBe('Yes');
});
