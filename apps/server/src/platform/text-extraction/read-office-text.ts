import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { DOCX, XLSX } from './file-types.ts';

// Runs in the reading child (isolated-reading.ts), where a hostile or broken
// file costs a process the server kills, never the server: the text of DOCX and XLSX files.

export type OfficeText = { text: string; truncated: boolean };

/** Appends pieces until the cap; a cut marks the text truncated. */
const capped = (max: number) => {
  const parts: string[] = [];
  let length = 0;
  let truncated = false;
  return {
    get full() {
      return length >= max;
    },
    add(piece: string) {
      const kept = piece.slice(0, Math.max(0, max - length));
      if (kept.length < piece.length) truncated = true;
      if (kept) parts.push(kept);
      length += kept.length;
    },
    result: (): OfficeText => ({ text: parts.join(''), truncated }),
  };
};

/** The text of a Word document or of every sheet of a workbook (cells tab-separated), capped. */
export const readOfficeText = async (
  bytes: Buffer,
  contentType: string,
  maxChars: number,
): Promise<OfficeText> => {
  const out = capped(maxChars);
  if (contentType === DOCX) {
    out.add((await mammoth.extractRawText({ buffer: bytes })).value);
    return out.result();
  }
  if (contentType !== XLSX) throw new Error(`No reader for ${contentType}`);
  const workbook = new ExcelJS.Workbook();
  // exceljs's own Buffer type lags behind Node's; the bytes are what it reads.
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  for (const sheet of workbook.worksheets) {
    if (out.full) break;
    out.add(`${sheet.name}\n`);
    sheet.eachRow((row) => {
      if (out.full) return;
      const cells: string[] = [];
      row.eachCell((cell) => cells.push(cell.text));
      out.add(`${cells.join('\t')}\n`);
    });
  }
  return out.result();
};
