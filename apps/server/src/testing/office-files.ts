import { crc32 } from 'node:zlib';
import { Document, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';

// Real files with known words inside, for the text extraction and search tests.

/** A PDF drawn by pdfkit, its text on the page (not in a comment). */
export const pdfWithText = (text: string): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ info: { Title: 'Test document' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });

/** A zip of stored (uncompressed) entries, which is all a DOCX needs. */
export const storedZip = (entries: Record<string, string>): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

const escapeXml = (s: string) => s.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The smallest Word document around this body (WordprocessingML inside `<w:body>`). */
export const docxWithBody = (body: string): Buffer =>
  storedZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
      body +
      '</w:body></w:document>',
  });

/** The smallest Word document: one paragraph per line. */
export const docxWithText = (lines: string[]): Buffer =>
  docxWithBody(lines.map((l) => `<w:p><w:r><w:t>${escapeXml(l)}</w:t></w:r></w:p>`).join(''));

/** A workbook with one sheet of these rows. */
export const xlsxWithRows = async (rows: (string | number)[][]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Register').addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A customer's workbook as they make them: a title, a header, merged headings, dropdowns. */
export const questionnaireWorkbook = async (): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Security');
  ws.getCell('A1').value = 'Acme Corp vendor security questionnaire';
  ws.mergeCells('A1:D1');
  ws.addRow([]);
  ws.getRow(3).values = ['Ref', 'Question', 'Answer', 'Comments'];
  ws.getCell('A4').value = 'A. Access control';
  ws.mergeCells('A4:D4');
  ws.getRow(5).values = ['A.1', 'Is multi-factor authentication enforced for administrators?'];
  ws.getRow(6).values = ['A.2', 'Are access rights reviewed at least quarterly?'];
  ws.getRow(7).values = [
    'A.3',
    { richText: [{ text: 'Is there a ' }, { text: 'leaver process?' }] },
  ];
  ws.getCell('C5').dataValidation = { type: 'list', allowBlank: true, formulae: ['"Yes,No,N/A"'] };
  ws.getCell('C6').dataValidation = { type: 'list', formulae: ['Lists!$A$1:$A$3'] };
  ws.getCell('C7').dataValidation = { type: 'list', formulae: ['Compliance'] };
  const lists = wb.addWorksheet('Lists', { state: 'hidden' });
  ['Yes', 'No', 'Partially'].forEach((v, i) => (lists.getCell(i + 1, 1).value = v));
  ['Compliant', 'Not compliant'].forEach((v, i) => (lists.getCell(i + 1, 2).value = v));
  wb.definedNames.add("'Lists'!$B$1:$B$2", 'Compliance');
  return Buffer.from(await wb.xlsx.writeBuffer());
};

/** A Word document with one table: rows of cells, `[text, span]` for a cell across columns. */
export const docxWithTable = (rows: (string | [string, number])[][]): Buffer => {
  const cell = (c: string | [string, number]) => {
    const [text, span] = typeof c === 'string' ? [c, 1] : c;
    const props = span > 1 ? `<w:tcPr><w:gridSpan w:val="${span}"/></w:tcPr>` : '';
    return `<w:tc>${props}<w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:tc>`;
  };
  return docxWithBody(
    '<w:p><w:r><w:t>Supplier questionnaire</w:t></w:r></w:p><w:tbl>' +
      rows.map((r) => `<w:tr>${r.map(cell).join('')}</w:tr>`).join('') +
      '</w:tbl>',
  );
};

/**
 * A customer's questionnaire as a Word document, made by the `docx` package (a writer of real
 * Word files): a title, a table with a header, a section cell merged down two rows, questions.
 */
export const questionnaireDocument = (): Promise<Buffer> => {
  const cell = (text: string, rowSpan = 1) =>
    new TableCell({ children: [new Paragraph(text)], rowSpan });
  const row = (...cells: TableCell[]) => new TableRow({ children: cells });
  return Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph('Acme Corp supplier questionnaire'),
            new Table({
              rows: [
                row(...['Domain', 'Question', 'Response', 'Comments'].map((t) => cell(t))),
                row(
                  cell('Access control', 2),
                  cell('Is multi-factor authentication enforced for administrators?'),
                  cell(''),
                  cell(''),
                ),
                row(cell('Are access rights reviewed at least quarterly?'), cell(''), cell('')),
                row(cell('People'), cell('Is there a leaver process?'), cell(''), cell('')),
              ],
            }),
            new Paragraph('Please return by the end of the month.'),
          ],
        },
      ],
    }),
  );
};
