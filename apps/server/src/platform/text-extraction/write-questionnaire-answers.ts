import ExcelJS from 'exceljs';

// Runs in the reading child (isolated-reading.ts), as every parser of a file someone sent: the
// customer's workbook or Word document with the answers written into their cells (issue 22
// point 6; Word tables: docx-tables.ts). In a workbook only the
// cells named change, and only where they are empty; every other cell, style, formula, sheet and
// dropdown is loaded and saved as it was (what ExcelJS itself cannot keep — charts, pivot
// tables, form controls — is said in decision 039).

/** One cell to write: its sheet, row (1-based) and column (0-based), and its text. */
export type WrittenCell = {
  sheet: string;
  row: number;
  column: number;
  value: string;
  kind: 'answer' | 'comment';
  /** The value is one of the answers the cell's dropdown was read to allow. */
  listed: boolean;
};

export const writeWorkbookCells = async (
  bytes: Buffer,
  cells: readonly WrittenCell[],
): Promise<{ bytes: Uint8Array; skipped: number }> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  let skipped = 0;
  for (const cell of cells) {
    const target = workbook.getWorksheet(cell.sheet)?.getCell(cell.row, cell.column + 1);
    const untouchable =
      !target ||
      // Inside a merged range that starts elsewhere (it would write the question's own text).
      (target.isMerged && target.master.address !== target.address) ||
      // The customer's own text is never overwritten.
      target.text.trim() !== '' ||
      // A dropdown whose list could not be read: no value may go in that it might not allow.
      (cell.kind === 'answer' && !cell.listed && target.dataValidation?.type === 'list');
    if (untouchable) {
      skipped += 1;
      continue;
    }
    target.value = cell.value;
  }
  return { bytes: new Uint8Array(await workbook.xlsx.writeBuffer()), skipped };
};

/** The customer's own file with the answers in it: a workbook or a Word document's tables. */
export const writeAnswerCells = async (
  format: 'xlsx' | 'docx',
  bytes: Buffer,
  cells: readonly WrittenCell[],
): Promise<{ bytes: Uint8Array; skipped: number }> =>
  format === 'docx'
    ? (await import('./docx-write.ts')).writeDocxCells(bytes, cells)
    : writeWorkbookCells(bytes, cells);
