import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportDocument } from '@rampart/contracts';
import { FORMULA, matrixBlock, reportDocument } from './report-document.fixtures.ts';
import { renderReportXlsx } from './report-xlsx.ts';
import { sheetName } from '../../../platform/spreadsheets/sheet-writer.ts';

const open = async (bytes: Buffer) => {
  const wb = new ExcelJS.Workbook();
  // exceljs's own Buffer type lags behind Node's; the bytes are what it reads.
  await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return wb;
};

const values = (sheet: ExcelJS.Worksheet, n: number) =>
  (sheet.getRow(n).values as unknown[]).slice(1);

/** The row whose first cell is `text`. */
const rowStarting = (sheet: ExcelJS.Worksheet, text: string): number => {
  for (let n = 1; n <= sheet.rowCount; n++) if (sheet.getRow(n).getCell(1).value === text) return n;
  throw new Error(`No row starts with ${text} in ${sheet.name}`);
};

describe('renderReportXlsx', () => {
  const doc = reportDocument();
  let wb: ExcelJS.Workbook;
  const progress: number[] = [];

  beforeAll(async () => {
    wb = await open(await renderReportXlsx(doc, { onProgress: (f) => void progress.push(f) }));
  });

  it('has a Summary sheet, then a sheet per section named after it', () => {
    expect(wb.worksheets.map((s) => s.name)).toEqual([
      'Summary',
      'Executive summary',
      'Risk register',
      'Heat map',
      'Findings',
    ]);
    const summary = wb.getWorksheet('Summary')!;
    expect(summary.getCell('A1').value).toBe(doc.title);
    expect(values(summary, rowStarting(summary, 'Organisation'))).toEqual([
      'Organisation',
      'Acme Corp',
    ]);
    expect(values(summary, rowStarting(summary, 'Period'))[1]).toBe('Aug 27 – Nov 25, 2026');
    const generated = summary.getRow(rowStarting(summary, 'Generated')).getCell(2);
    expect(generated.value).toEqual(new Date('2026-11-25T07:00:00.000Z'));
    const sections = rowStarting(summary, 'Section');
    expect(summary.getRow(sections + 2).getCell(2).value).toMatchObject({
      text: 'Risk register',
      hyperlink: "#'Risk register'!A1",
    });
    expect(progress.at(-1)).toBe(1);
  });

  it('writes a table with a bold, frozen header and every row, numbers as numbers', () => {
    const sheet = wb.getWorksheet('Risk register')!;
    const header = rowStarting(sheet, 'Risk');
    expect(values(sheet, header)).toEqual([
      'Risk',
      'Description',
      'Owner',
      'Residual score',
      'Exposure (EUR)',
    ]);
    expect(sheet.getRow(header).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: header });
    expect(values(sheet, header + 1).slice(0, 1)).toEqual(['Row 1']);
    expect(sheet.getRow(header + 1).getCell(4).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getRow(header + 120).getCell(5).value).toBe(120_000.5);
    expect(sheet.getRow(header + 121).getCell(1).value).toBe('The first 120 of 120 risks.');
    expect(sheet.rowCount).toBe(header + 121);
    expect(sheet.getColumn(2).width).toBeGreaterThan(sheet.getColumn(4).width!);
  });

  it('guards cells a spreadsheet would run as formulas', () => {
    const sheet = wb.getWorksheet('Findings')!;
    const header = rowStarting(sheet, 'Finding');
    expect(sheet.getRow(header + 1).getCell(1).value).toBe(`'${FORMULA}`);
    expect(sheet.getRow(header + 1).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(header + 2).getCell(1).value).toBe("'+SUM(A1:A2)");
    expect(sheet.getRow(header + 3).getCell(2).value).toBeNull();
  });

  it('writes figures as label and value, text as rows, charts as their data', () => {
    const sheet = wb.getWorksheet('Executive summary')!;
    expect(sheet.getCell('A3').value).toMatch(/^Exposure fell this quarter/);
    expect(values(sheet, rowStarting(sheet, 'Open risks'))).toEqual(['Open risks', 120]);
    const percent = sheet.getRow(rowStarting(sheet, 'Controls effective')).getCell(2);
    expect(percent.value).toBe(0.86);
    expect(percent.numFmt).toBe('0%');
    const title = rowStarting(sheet, 'Risks by level');
    expect(values(sheet, title + 1)).toEqual(['', 'Critical risks', 'High risks', 'Pass rate (%)']);
    expect(values(sheet, title + 2)).toEqual(['Sep', 3, 5, 72]);
    expect(values(sheet, title + 3)).toEqual(['Oct', 4, undefined, 80]);
  });

  it('writes the heat map as a labelled grid of counts and of levels', () => {
    const sheet = wb.getWorksheet('Heat map')!;
    const matrix = matrixBlock();
    const counts = rowStarting(sheet, 'Residual risk heat map: risks per cell');
    expect(values(sheet, counts + 1)).toEqual(['Likelihood \\ Impact', ...matrix.columnLabels]);
    matrix.cells.forEach((row, r) => {
      expect(values(sheet, counts + 2 + r)).toEqual([
        matrix.rowLabels[r],
        ...row.map((c) => c.count),
      ]);
    });
    const levels = rowStarting(sheet, 'Residual risk heat map: level of each cell');
    expect(values(sheet, levels + 2)).toEqual([
      '5 Almost certain',
      ...matrix.cells[0]!.map((c) => c.level[0]!.toUpperCase() + c.level.slice(1)),
    ]);
  });
});

describe('sheet names', () => {
  it('follow Excel’s rules: 31 characters, no forbidden ones, unique', () => {
    const taken = new Set<string>(['summary']);
    expect(sheetName('Summary', taken)).toBe('Summary (2)');
    expect(sheetName('Risks: open/closed [Q3]?*', taken)).toBe('Risks open closed Q3');
    const long = 'A very long section title that Excel would refuse';
    expect(sheetName(long, taken)).toBe('A very long section title that');
    expect(sheetName(long, taken)).toBe('A very long section title t (2)');
    expect(sheetName("'quoted'", taken)).toBe('quoted');
    expect(sheetName('History', taken)).toBe('History (2)');
    expect(sheetName('///', taken)).toBe('Sheet');
  });

  it('make a workbook Excel opens from hostile section titles', async () => {
    const doc: ReportDocument = {
      ...reportDocument(),
      sections: ['Gaps', 'gaps', 'Gaps/2026: [draft]', '=1+1'].map((title) => ({
        id: 'gaps' as const,
        title,
        blocks: [{ kind: 'text' as const, text: 'Nothing yet.\u0000' }],
      })),
    };
    const wb = await open(await renderReportXlsx(doc));
    expect(wb.worksheets.map((s) => s.name)).toEqual([
      'Summary',
      'Gaps',
      'gaps (2)',
      'Gaps 2026 draft',
      '=1+1',
    ]);
    expect(wb.getWorksheet('=1+1')!.getCell('A1').value).toBe("'=1+1");
    expect(wb.getWorksheet('Gaps')!.getCell('A3').value).toBe('Nothing yet.');
  });
});
