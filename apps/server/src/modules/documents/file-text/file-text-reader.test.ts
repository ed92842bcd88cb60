import { afterAll, describe, expect, it } from 'vitest';
import {
  createIsolatedReader,
  READING_LIMITS,
} from '../../../platform/text-extraction/isolated-reading.ts';
import { pngBytes } from '../../evidence/multipart-body.ts';
import {
  docxWithText,
  DOCX_TYPE,
  pdfWithText,
  xlsxWithRows,
  XLSX_TYPE,
} from '../../../testing/office-files.ts';
import {
  createFileTextReader,
  FILE_TEXT_LIMITS,
  fileTextNotes,
} from '../../../platform/text-extraction/file-text-reader.ts';

// The reading child starts once (about a second) and serves every test of the file.
const child = createIsolatedReader();
const slowChild = createIsolatedReader({ ...READING_LIMITS, timeoutMs: 1 });
const tightChild = createIsolatedReader({ ...READING_LIMITS, maxHeapMb: 16 });
afterAll(() => {
  for (const c of [child, slowChild, tightChild]) c.close();
});
const reader = createFileTextReader(child.read);
const notes = fileTextNotes(FILE_TEXT_LIMITS);

describe('reading the text of files', () => {
  it('reads a PDF, a DOCX and an XLSX', async () => {
    const pdf = await reader.read(
      await pdfWithText('Backups are tested quarterly by wombats'),
      'application/pdf',
    );
    expect(pdf).toMatchObject({ status: 'extracted', note: null, truncated: false });
    expect(pdf.text).toContain('wombats');
    const docx = await reader.read(
      docxWithText(['Visitors sign in', 'Badges & lanyards']),
      DOCX_TYPE,
    );
    expect(docx.status).toBe('extracted');
    expect(docx.text).toMatch(/Visitors sign in\s+Badges & lanyards/);
    const xlsx = await reader.read(
      await xlsxWithRows([
        ['Asset', 'Owner'],
        ['Laptop', 'Numbat'],
      ]),
      XLSX_TYPE,
    );
    expect(xlsx.text).toContain('Laptop\tNumbat');
  }, 60_000);

  it('notes a file it cannot read, and reads the next one', async () => {
    const broken = await reader.read(Buffer.from('%PDF-1.4 nothing else'), 'application/pdf');
    expect(broken).toEqual({
      status: 'failed',
      note: notes.unreadable,
      text: '',
      truncated: false,
    });
    const zip = await reader.read(Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 0xff]), DOCX_TYPE);
    expect(zip).toMatchObject({ status: 'failed', note: notes.unreadable });
    const after = await reader.read(docxWithText(['Still reading']), DOCX_TYPE);
    expect(after.text).toContain('Still reading');
  }, 60_000);

  it('caps what it keeps, decodes text files and never reads images', async () => {
    expect(await reader.read(Buffer.from('a,b\n1,2\n'), 'text/csv')).toEqual({
      status: 'extracted',
      note: null,
      text: 'a,b\n1,2\n',
      truncated: false,
    });
    const capped = createFileTextReader(child.read, { ...FILE_TEXT_LIMITS, maxChars: 5 });
    expect(await capped.read(Buffer.from('abc\u0000defgh'), 'text/plain')).toEqual({
      status: 'extracted',
      note: null,
      text: 'abcde',
      truncated: true,
    });
    expect(await capped.read(docxWithText(['A long paragraph']), DOCX_TYPE)).toMatchObject({
      text: 'A lon',
      truncated: true,
    });
    expect(await reader.read(pngBytes(), 'image/png')).toMatchObject({
      status: 'unsupported',
      note: notes.image,
    });
  }, 30_000);

  it('stops a reading that takes too long or too much memory; refuses files too large', async () => {
    const slow = createFileTextReader(slowChild.read);
    expect(await slow.read(docxWithText(['x']), DOCX_TYPE)).toMatchObject({
      status: 'failed',
      note: notes.timeout,
    });
    const tight = createFileTextReader(tightChild.read);
    expect(await tight.read(await pdfWithText('x'), 'application/pdf')).toMatchObject({
      status: 'failed',
      note: notes.memory,
    });
    const small = createFileTextReader(child.read, { ...FILE_TEXT_LIMITS, maxBytes: 10 });
    expect((await small.read(Buffer.alloc(11), 'application/pdf')).note).toMatch(/larger than/);
  }, 30_000);
});
