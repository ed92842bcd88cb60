import { Document, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { detectLayout, questionsOf } from '@rampart/domain';
import { docxWithBody, docxWithTable } from '../../testing/office-files.ts';
import { readDocxGrids } from './docx-tables.ts';
import { writeDocxCells } from './docx-write.ts';
import type { WrittenCell } from './write-questionnaire-answers.ts';

// Word documents made by the `docx` package (a writer of real Word files, not ours), read and
// written by docx-tables.ts and read back by mammoth (a reader not ours either).

const cell = (text: string, more: { columnSpan?: number; rowSpan?: number } = {}) =>
  new TableCell({ children: text.split('\n').map((line) => new Paragraph(line)), ...more });

/** A customer's questionnaire as Word makes them: a title, a header, a merged section cell. */
const customerDocument = () =>
  Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph('Supplier security questionnaire'),
            new Table({
              rows: [
                new TableRow({
                  children: ['Domain', 'Question', 'Answer', 'Comments'].map((t) => cell(t)),
                }),
                new TableRow({
                  children: [
                    cell('Access', { rowSpan: 2 }),
                    cell('Is MFA enforced for administrators?'),
                    cell(''),
                    cell(''),
                  ],
                }),
                new TableRow({
                  children: [cell('Are access rights reviewed quarterly?'), cell('Yes'), cell('')],
                }),
                new TableRow({
                  children: [cell('Note: answer every question.', { columnSpan: 4 })],
                }),
                new TableRow({
                  children: [cell('Backup'), cell('Are restores tested?'), cell(''), cell('')],
                }),
              ],
            }),
            new Paragraph('Thank you.'),
          ],
        },
      ],
    }),
  );

const write = (row: number, column: number, value: string, over: Partial<WrittenCell> = {}) =>
  ({ sheet: 'Table 1', row, column, value, kind: 'answer', listed: false, ...over }) as WrittenCell;

/** The text of every table cell, row by row, as mammoth reads it. */
const mammothCells = async (bytes: Buffer | Uint8Array) => {
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  return [...value.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) =>
      c[1]!.replace(/<br \/>/g, '\n').replace(/<[^>]+>/g, ''),
    ),
  );
};

describe('readDocxGrids', () => {
  it('reads a table as a grid, a heading across the row in its first cell', async () => {
    const grids = await readDocxGrids(
      docxWithTable([
        ['No.', 'Question', 'Answer', 'Comments'],
        [['Data protection', 4]],
        ['1', 'Do you have a data protection officer?', '', ''],
      ]),
    );
    expect(grids).toEqual([
      {
        name: 'Table 1',
        rows: [
          { row: 1, cells: ['No.', 'Question', 'Answer', 'Comments'] },
          { row: 2, cells: ['Data protection', '', '', ''] },
          { row: 3, cells: ['1', 'Do you have a data protection officer?', '', ''] },
        ],
      },
    ]);
    const layout = detectLayout(grids[0]!)!;
    expect(questionsOf(grids[0]!, layout)).toEqual([
      {
        sheet: 'Table 1',
        row: 3,
        section: 'Data protection',
        reference: '1',
        text: 'Do you have a data protection officer?',
        allowedAnswers: null,
      },
    ]);
  });

  it('keeps every cell under its header when a cell is merged with the one above', async () => {
    const [grid] = await readDocxGrids(await customerDocument());
    expect(grid!.rows.map((r) => r.cells)).toEqual([
      ['Domain', 'Question', 'Answer', 'Comments'],
      ['Access', 'Is MFA enforced for administrators?', '', ''],
      ['', 'Are access rights reviewed quarterly?', 'Yes', ''],
      ['Note: answer every question.', '', '', ''],
      ['Backup', 'Are restores tested?', '', ''],
    ]);
    const layout = detectLayout(grid!)!;
    expect(layout.columns).toMatchObject({ question: 1, answer: 2, comment: 3 });
  });

  it("reads a dropdown content control's choices as the answers its cell allows", async () => {
    const grids = await readDocxGrids(docxWithBody(DROPDOWN_TABLE));
    expect(grids[0]!.rows[1]).toEqual({
      row: 2,
      cells: ['Do you encrypt backups?', ''],
      allowed: [null, ['Yes', 'No', 'Not applicable']],
    });
  });
});

describe('writeDocxCells', () => {
  it('writes answers into empty cells only, and leaves every other cell and part as it was', async () => {
    const original = await customerDocument();
    const out = await writeDocxCells(original, [
      write(2, 2, 'Yes'),
      write(2, 3, 'MFA for every administrator.\nControl: Admin MFA', { kind: 'comment' }),
      // The customer's own "Yes" stays.
      write(3, 2, 'No'),
      // Inside the merged section cell: never written.
      write(3, 0, 'Access'),
      write(5, 2, 'Partial'),
      // No such cell or table.
      write(9, 2, 'Yes'),
      { ...write(2, 2, 'Yes'), sheet: 'Table 7' },
    ]);
    expect(out.skipped).toBe(4);

    const before = await mammothCells(original);
    const after = await mammothCells(out.bytes);
    const expected = before.map((row) => [...row]);
    expected[1]![2] = 'Yes';
    expected[1]![3] = 'MFA for every administrator.\nControl: Admin MFA';
    expected[4]![2] = 'Partial';
    expect(after).toEqual(expected);

    // Every part of the package but the document itself is carried over byte for byte.
    const [a, b] = await Promise.all([JSZip.loadAsync(original), JSZip.loadAsync(out.bytes)]);
    expect(Object.keys(b.files)).toEqual(Object.keys(a.files));
    for (const name of Object.keys(a.files)) {
      if (name === 'word/document.xml') continue;
      expect(await b.file(name)!.async('uint8array'), name).toEqual(
        await a.file(name)!.async('uint8array'),
      );
    }
    const text = (await mammoth.extractRawText({ buffer: Buffer.from(out.bytes) })).value;
    expect(text).toContain('Supplier security questionnaire');
    expect(text).toContain('Thank you.');
  });

  it('chooses a dropdown content control’s item, and writes nothing it does not offer', async () => {
    const out = await writeDocxCells(docxWithBody(DROPDOWN_TABLE), [
      write(2, 1, 'yes', { listed: true }),
      write(3, 1, 'Partially', { listed: true }),
    ]);
    expect(out.skipped).toBe(1);
    const [grid] = await readDocxGrids(Buffer.from(out.bytes));
    expect(grid!.rows.map((r) => r.cells)).toEqual([
      ['Question', 'Answer'],
      ['Do you encrypt backups?', 'Yes'],
      ['Do you log administrator actions?', ''],
    ]);
    const xml = await (await JSZip.loadAsync(out.bytes)).file('word/document.xml')!.async('string');
    // The answered control no longer shows its placeholder; the unanswered one still does.
    expect(xml.match(/showingPlcHdr/g)).toHaveLength(1);
  });
});

describe('writeDocxCells with what templates hold', () => {
  it('fills a text content control in place of its placeholder, and a combo box', async () => {
    const out = await writeDocxCells(docxWithBody(CONTROLS_TABLE), [
      write(2, 1, 'Yes'),
      write(3, 1, 'Not applicable'),
      write(4, 1, 'Yes'),
    ]);
    // The row whose cell holds a picture is left.
    expect(out.skipped).toBe(1);
    const xml = await (await JSZip.loadAsync(out.bytes)).file('word/document.xml')!.async('string');
    expect(xml).not.toContain('Click or tap here to enter text.');
    expect(xml.match(/showingPlcHdr/g)).toBeNull();
    const [grid] = await readDocxGrids(Buffer.from(out.bytes));
    expect(grid!.rows.map((r) => r.cells)).toEqual([
      ['Question', 'Answer'],
      ['Is MFA enforced?', 'Yes'],
      ['Do you run a data centre?', 'Not applicable'],
      ['Is there a leaver process?', ''],
    ]);
  });

  it('leaves out characters XML cannot hold, and writes tabs and breaks as Word does', async () => {
    const out = await writeDocxCells(
      docxWithTable([
        ['Question', 'Answer'],
        ['Is MFA enforced?', ''],
      ]),
      [write(2, 1, 'Yes\u000b\tsee\u0001 policy\u0000')],
    );
    const xml = await (await JSZip.loadAsync(out.bytes)).file('word/document.xml')!.async('string');
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    expect(xml).not.toMatch(/[\x00-\x08\x0B\x0C\x0E-\x1F]/);
    expect(xml).toContain(
      '<w:t xml:space="preserve">Yes</w:t><w:br/><w:t xml:space="preserve"></w:t><w:tab/><w:t xml:space="preserve">see policy</w:t>',
    );
  });

  it('refuses a document whose XML is malformed rather than write part of it back', async () => {
    const broken = docxWithBody('<w:tbl><w:tr><w:tc><w:p></w:tc></w:tr></w:tbl>');
    await expect(writeDocxCells(broken, [write(1, 0, 'Yes')])).rejects.toThrow(/malformed/);
  });
});

const CONTROLS_TABLE =
  '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Question</w:t></w:r></w:p></w:tc>' +
  '<w:tc><w:p><w:r><w:t>Answer</w:t></w:r></w:p></w:tc></w:tr>' +
  '<w:tr><w:tc><w:p><w:r><w:t>Is MFA enforced?</w:t></w:r></w:p></w:tc><w:tc><w:sdt><w:sdtPr>' +
  '<w:showingPlcHdr/><w:text/></w:sdtPr><w:sdtContent><w:p><w:r><w:t>Click or tap here to enter text.</w:t></w:r></w:p>' +
  '<w:p><w:r><w:t>More placeholder</w:t></w:r></w:p></w:sdtContent></w:sdt></w:tc></w:tr>' +
  '<w:tr><w:tc><w:p><w:r><w:t>Do you run a data centre?</w:t></w:r></w:p></w:tc><w:tc><w:sdt><w:sdtPr>' +
  '<w:showingPlcHdr/><w:comboBox><w:listItem w:displayText="Yes" w:value="Y"/></w:comboBox></w:sdtPr>' +
  '<w:sdtContent><w:p><w:r><w:t>Choose an item.</w:t></w:r></w:p></w:sdtContent></w:sdt></w:tc></w:tr>' +
  '<w:tr><w:tc><w:p><w:r><w:t>Is there a leaver process?</w:t></w:r></w:p></w:tc>' +
  '<w:tc><w:p><w:r><w:sym w:font="Wingdings" w:char="F0A8"/></w:r></w:p></w:tc></w:tr></w:tbl>';

const dropdownRow = (question: string) =>
  `<w:tr><w:tc><w:p><w:r><w:t>${question}</w:t></w:r></w:p></w:tc><w:tc><w:sdt><w:sdtPr>` +
  '<w:showingPlcHdr/><w:dropDownList>' +
  '<w:listItem w:displayText="Yes" w:value="Y"/><w:listItem w:displayText="No" w:value="N"/>' +
  '<w:listItem w:displayText="Not applicable" w:value="NA"/></w:dropDownList></w:sdtPr>' +
  '<w:sdtContent><w:p><w:r><w:rPr><w:rStyle w:val="PlaceholderText"/></w:rPr>' +
  '<w:t>Choose an item.</w:t></w:r></w:p></w:sdtContent></w:sdt></w:tc></w:tr>';

const DROPDOWN_TABLE =
  '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Question</w:t></w:r></w:p></w:tc>' +
  '<w:tc><w:p><w:r><w:t>Answer</w:t></w:r></w:p></w:tc></w:tr>' +
  dropdownRow('Do you encrypt backups?') +
  dropdownRow('Do you log administrator actions?') +
  '</w:tbl>';
