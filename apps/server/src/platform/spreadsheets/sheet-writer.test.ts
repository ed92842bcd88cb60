import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readTable, writeTable } from './table-file.ts';
import { createWorkbook, HEADER_FILL, SheetWriter, workbookBytes } from './sheet-writer.ts';

// The one spreadsheet writer (issue 19): every XLSX export writes its cells and header rows the
// same way.

const reopen = async (bytes: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
};

describe('SheetWriter', () => {
  it('writes a bold, shaded, frozen header and typed, guarded cells', async () => {
    const wb = createWorkbook({
      title: 'Zoë Łukasz 東京',
      created: new Date('2026-11-25T07:00:00Z'),
    });
    const w = new SheetWriter(wb.addWorksheet('Data'));
    w.row(['Title over the table'], { font: { bold: true, size: 14 } }, false);
    w.header(['Name', 'Score', 'Due', 'Note'], { freeze: true, filter: true });
    const due = new Date('2026-12-01T00:00:00Z');
    w.row(['Zoë Łukasz 東京', 12.5, due, '=HYPERLINK("http://evil.example","x")']);
    w.row(['a\u0001b\uffff', null, null, '-1 + 2']);
    w.finish();

    const back = await reopen(await workbookBytes(wb));
    expect(back.creator).toBe('Rampart');
    expect(back.title).toBe('Zoë Łukasz 東京');
    const sheet = back.getWorksheet('Data')!;
    const header = sheet.getRow(2);
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(header.getCell(4).fill).toEqual(HEADER_FILL);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getCell('A3').value).toBe('Zoë Łukasz 東京');
    expect(sheet.getCell('B3').value).toBe(12.5);
    expect(sheet.getCell('C3').value).toEqual(due);
    expect(sheet.getCell('D3').value).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(sheet.getCell('A4').value).toBe('ab');
    expect(sheet.getCell('D4').value).toBe("'-1 + 2");
    // Widths from the text, between 10 and 60 characters; the title spills over, unmeasured.
    expect(sheet.getColumn(1).width).toBe(15);
    expect(sheet.getColumn(2).width).toBe(10);
  });

  it('keeps the widths it is given', async () => {
    const wb = createWorkbook();
    const w = new SheetWriter(wb.addWorksheet('Fixed'));
    w.header(['A', 'B']);
    w.finish([12, 40]);
    const sheet = (await reopen(await workbookBytes(wb))).getWorksheet('Fixed')!;
    expect([sheet.getColumn(1).width, sheet.getColumn(2).width]).toEqual([12, 40]);
  });
});

describe('table exports through the writer', () => {
  it('round-trip names in any script and formula-like text; characters XML cannot hold go', async () => {
    const table = {
      headers: ['title', 'owner'],
      rows: [
        ['=1+1', 'Zoë Łukasz 東京'],
        ['Bell\u0007 ringing', '@team'],
      ],
    };
    const bytes = await writeTable('xlsx', 'Risks', table);
    const sheet = (await reopen(bytes)).getWorksheet('Risks')!;
    expect(sheet.getRow(1).getCell(1).fill).toEqual(HEADER_FILL);
    const back = await readTable('xlsx', bytes);
    expect(back.headers).toEqual(['title', 'owner']);
    expect(back.rows).toEqual([
      ['=1+1', 'Zoë Łukasz 東京'],
      ['Bell ringing', '@team'],
    ]);
  });
});
