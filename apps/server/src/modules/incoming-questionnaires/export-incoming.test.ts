// Answers back into the customer's own file (issue 22 point 6): the workbook comes back with the
// same sheets, cells, styles and dropdowns, each answer in its answer cell spelled as the
// dropdown allows and its explanation in the comment cell; nothing else changes. A Word
// document likewise, in its tables.
import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../testing/app.ts';
import { buildOrg } from '../../testing/factories.ts';
import {
  DOCX_TYPE,
  questionnaireDocument,
  questionnaireWorkbook,
  XLSX_TYPE,
} from '../../testing/office-files.ts';
import { pdfLines } from '../../testing/pdf-lines.ts';
import { incomingKit } from './incoming-test-kit.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ config: testConfig(), database: await testDatabase(), mailer: null });
});
afterAll(async () => {
  await app.close();
});

const { call, data, importFile, testedControl } = incomingKit(() => app);

const cellsOf = async (bytes: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const out = new Map<string, unknown>();
  wb.eachSheet((sheet) =>
    sheet.eachRow({ includeEmpty: true }, (row) =>
      row.eachCell({ includeEmpty: true }, (cell) => {
        out.set(`${sheet.name}!${cell.address}`, {
          value: cell.value,
          style: JSON.stringify(cell.style),
          validation: JSON.stringify(cell.dataValidation ?? null),
        });
      }),
    ),
  );
  return { wb, cells: out };
};

describe('exporting answers', () => {
  it('writes each answer into the customer’s workbook and changes nothing else', async () => {
    const owner = await buildOrg(app);
    await testedControl(owner, 'Multi-factor authentication for administrators', 'pass');
    await testedControl(owner, 'Quarterly review of user access rights', 'fail');
    const original = await questionnaireWorkbook();
    const id = await importFile(owner, {
      name: 'acme.xlsx',
      type: XLSX_TYPE,
      data: original,
    });
    await data(owner, 'POST', `/api/questionnaires/incoming/${id}/draft`);
    await app.jobs.drain();
    const drafted = await data(owner, 'GET', `/api/questionnaires/incoming/${id}`);
    expect(drafted.questions.map((q: { draft: { answer: string } }) => q.draft.answer)).toEqual([
      'yes',
      'partial',
      'unknown',
    ]);

    const res = await call(owner, 'GET', `/api/questionnaires/incoming/${id}/export?format=xlsx`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('acme (answered).xlsx');
    const before = await cellsOf(original);
    const after = await cellsOf(res.rawPayload);
    const sheet = after.wb.getWorksheet('Security')!;
    expect(sheet.getCell('C5').value).toBe('Yes');
    expect(String(sheet.getCell('D5').value)).toMatch(/Multi-factor authentication.*\nRecords: /s);
    expect(sheet.getCell('C6').value).toBe('Partially');
    expect(String(sheet.getCell('D6').value)).toMatch(/failed its last test/);
    // "Unknown" writes nothing: the customer's cell stays as it was.
    expect(sheet.getCell('C7').value).toBeNull();
    expect(sheet.getCell('D7').value).toBeNull();
    const written = new Set(['Security!C5', 'Security!D5', 'Security!C6', 'Security!D6']);
    for (const [address, cell] of before.cells) {
      if (written.has(address)) continue;
      expect(after.cells.get(address), address).toEqual(cell);
    }
    // The hidden sheet of lists and the dropdowns are still there.
    expect(after.wb.getWorksheet('Lists')?.state).toBe('hidden');
    expect(sheet.getCell('C6').dataValidation).toEqual(
      before.wb.getWorksheet('Security')!.getCell('C6').dataValidation,
    );

    const csv = await call(owner, 'GET', `/api/questionnaires/incoming/${id}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toBe('Sheet,Row,Section,Number,Question,Answer,Explanation');
    expect(csv.body).toContain('Security,5,A. Access control,A.1,');
  });

  it('writes each answer into the customer’s Word document, read back by mammoth', async () => {
    const owner = await buildOrg(app);
    await testedControl(owner, 'Multi-factor authentication for administrators', 'pass');
    await testedControl(owner, 'Quarterly review of user access rights', 'fail');
    const original = await questionnaireDocument();
    const id = await importFile(owner, { name: 'acme.docx', type: DOCX_TYPE, data: original });
    await data(owner, 'POST', `/api/questionnaires/incoming/${id}/draft`);
    await app.jobs.drain();
    const drafted = await data(owner, 'GET', `/api/questionnaires/incoming/${id}`);
    expect(
      drafted.questions.map((q: { row: number; draft: { answer: string } }) => [
        q.row,
        q.draft.answer,
      ]),
    ).toEqual([
      [2, 'yes'],
      [3, 'partial'],
      [4, 'unknown'],
    ]);

    const res = await call(owner, 'GET', `/api/questionnaires/incoming/${id}/export?format=docx`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX_TYPE);
    expect(res.headers['content-disposition']).toContain('acme (answered).docx');
    const rows = async (bytes: Buffer) =>
      [...(await mammoth.convertToHtml({ buffer: bytes })).value.matchAll(/<tr>(.*?)<\/tr>/g)].map(
        (r) =>
          [...r[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) =>
            c[1]!.replace(/<br \/>/g, '\n').replace(/<[^>]+>/g, ''),
          ),
      );
    const before = await rows(original);
    const after = await rows(res.rawPayload);
    // The merged section cell is one cell in the first of its rows: mammoth drops the rest.
    expect(after[1]!.slice(2)).toEqual([
      'Yes',
      expect.stringMatching(/Multi-factor.*\nRecords: /s),
    ]);
    expect(after[2]![1]).toBe('Partially');
    expect(after[2]![2]).toMatch(/failed its last test/);
    // "Unknown" writes nothing; every other cell is as the customer wrote it.
    const expected = before.map((r) => [...r]);
    expected[1]!.splice(2, 2, after[1]![2]!, after[1]![3]!);
    expected[2]!.splice(1, 2, after[2]![1]!, after[2]![2]!);
    expect(after).toEqual(expected);

    const wrong = await call(owner, 'GET', `/api/questionnaires/incoming/${id}/export?format=xlsx`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0].field).toBe('format');
  });

  it('prints a summary of what is sent, with the review and the records, in any script', async () => {
    const owner = await buildOrg(app);
    await testedControl(owner, 'Multi-factor authentication for administrators', 'pass', 10);
    const id = await importFile(
      owner,
      {
        name: 'q.txt',
        type: 'text/plain',
        data: Buffer.from(
          [
            '1. Is multi-factor authentication enforced for administrators?',
            '2. Do you use quantum key distribution between data centres?',
            '3. 東京のデータセンターは暗号化されていますか?',
          ].join('\n'),
        ),
      },
      { customer: 'Zoë Łukasz Bank' },
    );
    await data(owner, 'POST', `/api/questionnaires/incoming/${id}/draft`);
    await app.jobs.drain();
    const [mfa, qkd, tokyo] = (await data(owner, 'GET', `/api/questionnaires/incoming/${id}`))
      .questions;
    await data(owner, 'PATCH', `/api/questionnaires/incoming/${id}/questions/${mfa.id}`, {
      decision: 'accept',
    });
    await data(owner, 'PATCH', `/api/questionnaires/incoming/${id}/questions/${qkd.id}`, {
      decision: 'edit',
      answer: 'no',
      text: 'No. Regions talk over TLS 1.3.',
    });
    await data(owner, 'PATCH', `/api/questionnaires/incoming/${id}/questions/${tokyo.id}`, {
      decision: 'reject',
    });
    const res = await call(owner, 'GET', `/api/questionnaires/incoming/${id}/export?format=pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('(answers).pdf');
    const text = (await pdfLines(res.rawPayload)).join('\n');
    expect(text).toContain('Zoë Łukasz Bank');
    expect(text).toMatch(/Yes 1 · No 1 · No answer 1 · Reviewed 3 of 3/);
    expect(text).toMatch(/Yes · Accepted by/);
    expect(text).toContain('Records: Multi-factor authentication for administrators');
    expect(text).toContain('No. Regions talk over TLS 1.3.');
    expect(text).toContain('東京のデータセンターは暗号化されていますか');
    expect(text).toMatch(/No answer · Rejected by/);
  });

  it('refuses a workbook export of what was not a workbook, and stays in its organisation', async () => {
    const owner = await buildOrg(app);
    const id = await importFile(owner, {
      name: 'q.txt',
      type: 'text/plain',
      data: Buffer.from('1. Is MFA on?'),
    });
    const refused = await call(
      owner,
      'GET',
      `/api/questionnaires/incoming/${id}/export?format=xlsx`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].field).toBe('format');
    expect(
      (await call(owner, 'GET', `/api/questionnaires/incoming/${id}/export?format=csv`)).statusCode,
    ).toBe(200);
    const stranger = await buildOrg(app);
    expect(
      (await call(stranger, 'GET', `/api/questionnaires/incoming/${id}/export?format=csv`))
        .statusCode,
    ).toBe(404);
  });
});
