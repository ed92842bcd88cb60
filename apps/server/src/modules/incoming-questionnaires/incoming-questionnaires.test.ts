// Questionnaires customers send (issue 22 point 2): previewed with the columns each sheet seems
// to have, corrected, imported as sent (the original kept byte for byte), from XLSX, CSV, Word
// tables and pasted text; every refusal names its field and leaves nothing behind.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { TEST_ORIGIN, testConfig } from '../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import {
  docxWithTable,
  questionnaireWorkbook,
  XLSX_TYPE,
  DOCX_TYPE,
} from '../../testing/office-files.ts';
import { multipartBody, pdfBytes, type Part } from '../evidence/multipart-body.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ config: testConfig(), database: await testDatabase(), mailer: null });
});
afterAll(async () => {
  await app.close();
});

const call = (who: SignedIn, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });

const send = (who: SignedIn, url: string, parts: Part[]) => {
  const { payload, headers } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, origin: TEST_ORIGIN, cookie: who.cookie },
  });
};

const file = (data: Buffer, fileName: string, contentType?: string): Part => ({
  name: 'file',
  fileName,
  ...(contentType ? { contentType } : {}),
  data,
});

const PREVIEW = '/api/questionnaires/incoming/preview';
const IMPORT = '/api/questionnaires/incoming';

const countOf = async (who: SignedIn) =>
  (await call(who, 'GET', IMPORT)).json().data.total as number;

describe('incoming questionnaires', () => {
  it('previews a workbook, imports it as sent and keeps the original', async () => {
    const owner = await buildOrg(app);
    const workbook = await questionnaireWorkbook();
    const preview = await send(owner, PREVIEW, [file(workbook, 'acme.xlsx', XLSX_TYPE)]);
    expect(preview.statusCode, preview.body).toBe(200);
    const { data } = preview.json();
    expect(data).toMatchObject({ format: 'xlsx', fileName: 'acme.xlsx', questionCount: 3 });
    expect(data.sheets).toHaveLength(1);
    expect(data.sheets[0]).toMatchObject({
      name: 'Security',
      layout: {
        sheet: 'Security',
        headerRow: 3,
        columns: { reference: 0, question: 1, answer: 2, comment: 3, section: null },
      },
      questionCount: 3,
    });
    expect(data.sheets[0].sampleRows[0]).toEqual({
      row: 3,
      cells: ['Ref', 'Question', 'Answer', 'Comments'],
    });
    // A preview stores nothing.
    expect(await countOf(owner)).toBe(0);

    const imported = await send(owner, IMPORT, [
      { name: 'customer', value: 'Acme Corp' },
      { name: 'dueDate', value: '2027-01-15' },
      file(workbook, 'acme.xlsx', XLSX_TYPE),
    ]);
    expect(imported.statusCode, imported.body).toBe(200);
    const { id, questions } = imported.json().data;
    expect(questions.map((q: { reference: string }) => q.reference)).toEqual(['A.1', 'A.2', 'A.3']);
    expect(questions[0]).toMatchObject({
      sheet: 'Security',
      row: 5,
      section: 'A. Access control',
      text: 'Is multi-factor authentication enforced for administrators?',
      allowedAnswers: ['Yes', 'No', 'N/A'],
    });
    expect(questions[2].allowedAnswers).toEqual(['Compliant', 'Not compliant']);

    const detail = (await call(owner, 'GET', `${IMPORT}/${id}`)).json().data;
    expect(detail.questionnaire).toMatchObject({
      title: 'acme',
      customer: 'Acme Corp',
      dueDate: '2027-01-15',
      format: 'xlsx',
      questionCount: 3,
      sheets: ['Security'],
      reviewedCount: 0,
      abilities: {
        update: true,
        delete: true,
        draft: true,
        review: true,
        raiseGap: { risk: true, finding: true, control: true },
      },
    });
    const unreviewed = {
      status: 'pending',
      answer: null,
      text: null,
      reviewedBy: null,
      reviewedAt: null,
      assignee: null,
      dueDate: null,
      commentCount: 0,
      gap: null,
    };
    expect(detail.questions).toEqual(
      questions.map((q: object) => ({ ...q, draft: null, review: unreviewed })),
    );

    const original = await call(owner, 'GET', `${IMPORT}/${id}/file`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe(XLSX_TYPE);
    expect(createHash('sha256').update(original.rawPayload).digest('hex')).toBe(
      createHash('sha256').update(workbook).digest('hex'),
    );
  });

  it('reads the columns a person corrected, and refuses a layout the file does not have', async () => {
    const owner = await buildOrg(app);
    const csv = Buffer.from(
      'Area,Requirement,Vendor response,Notes\n' +
        'Access,Do you enforce multi-factor authentication for remote access?,,\n' +
        'Access,Are user accounts removed within 24 hours of a leaver?,,\n',
    );
    const guessed = (await send(owner, PREVIEW, [file(csv, 'vendor.csv', 'text/csv')])).json().data;
    expect(guessed.sheets[0].layout.columns).toMatchObject({
      section: 0,
      question: 1,
      answer: 2,
      comment: 3,
    });
    // The person says the notes column is where the answers go, and there is no comment column.
    const layouts = JSON.stringify([
      {
        sheet: 'vendor',
        headerRow: 1,
        columns: { question: 1, answer: 3, comment: null, section: 0, reference: null },
      },
    ]);
    const corrected = await send(owner, PREVIEW, [
      { name: 'layouts', value: layouts },
      file(csv, 'vendor.csv', 'text/csv'),
    ]);
    expect(corrected.json().data.sheets[0].layout.columns.answer).toBe(3);

    const refusals: [string, string][] = [
      ['not json', 'layouts'],
      [
        JSON.stringify([
          {
            sheet: 'Other',
            headerRow: 1,
            columns: { question: 1, answer: null, comment: null, section: null, reference: null },
          },
        ]),
        'layouts.0.sheet',
      ],
      [
        JSON.stringify([
          {
            sheet: 'vendor',
            headerRow: 1,
            columns: { question: 9, answer: null, comment: null, section: null, reference: null },
          },
        ]),
        'layouts.0.columns.question',
      ],
      [
        JSON.stringify([
          {
            sheet: 'vendor',
            headerRow: 1,
            columns: { question: 1, answer: 1, comment: null, section: null, reference: null },
          },
        ]),
        'layouts.0.columns',
      ],
    ];
    for (const [value, field] of refusals) {
      const res = await send(owner, IMPORT, [
        { name: 'layouts', value },
        file(csv, 'vendor.csv', 'text/csv'),
      ]);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().error.details[0].field, value).toBe(field);
    }
    expect(await countOf(owner)).toBe(0);

    const imported = await send(owner, IMPORT, [
      { name: 'layouts', value: layouts },
      file(csv, 'vendor.csv', 'text/csv'),
    ]);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data.questions.map((q: { section: string }) => q.section)).toEqual([
      'Access',
      'Access',
    ]);
  });

  it('imports a file of questions alone with the layout its preview found', async () => {
    const owner = await buildOrg(app);
    const csv = Buffer.from('Do you encrypt data at rest?\nDo you review access quarterly?\n');
    const preview = await send(owner, PREVIEW, [file(csv, 'plain.csv', 'text/csv')]);
    const { layout } = preview.json().data.sheets[0];
    expect(layout.columns).toMatchObject({ question: 0, answer: null });
    // What the screen sends back, unchanged, imports.
    const imported = await send(owner, IMPORT, [
      { name: 'layouts', value: JSON.stringify([layout]) },
      file(csv, 'plain.csv', 'text/csv'),
    ]);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data.questions).toHaveLength(2);
  });

  it('imports the tables of a Word document and pasted text', async () => {
    const owner = await buildOrg(app);
    const docx = docxWithTable([
      ['No.', 'Question', 'Answer', 'Comments'],
      [['Data protection', 4]],
      ['1', 'Do you have a data protection officer?', '', ''],
      ['2', 'Is personal data encrypted at rest?', '', ''],
    ]);
    const word = await send(owner, IMPORT, [file(docx, 'supplier.docx', DOCX_TYPE)]);
    expect(word.statusCode, word.body).toBe(200);
    expect(word.json().data.questions).toMatchObject([
      { sheet: 'Table 1', row: 3, reference: '1', section: 'Data protection' },
      { sheet: 'Table 1', row: 4, reference: '2', section: 'Data protection' },
    ]);

    const text = Buffer.from(
      '## Access control\n1. Is MFA enforced for all staff?\n2. How often are access rights\nreviewed?\n',
    );
    const pasted = await send(owner, IMPORT, [
      { name: 'title', value: 'Email from Beta Ltd' },
      file(text, 'pasted.txt', 'text/plain'),
    ]);
    expect(pasted.statusCode, pasted.body).toBe(200);
    expect(pasted.json().data.questions).toMatchObject([
      { sheet: 'Pasted text', section: 'Access control', text: 'Is MFA enforced for all staff?' },
      { text: 'How often are access rights reviewed?' },
    ]);
    const list = (await call(owner, 'GET', IMPORT)).json().data;
    expect(list.items.map((q: { title: string; format: string }) => [q.title, q.format])).toEqual([
      ['Email from Beta Ltd', 'text'],
      ['supplier', 'docx'],
    ]);
  });

  it('refuses what it cannot import, naming the field, and keeps nothing of it', async () => {
    const owner = await buildOrg(app);
    const cases: [Part[], string, RegExp][] = [
      [[file(pdfBytes(), 'q.pdf', 'application/pdf')], 'file', /Excel workbook/],
      [[file(Buffer.from('\n\n  \n'), 'q.txt', 'text/plain')], 'file', /No questions/],
      [[{ name: 'customer', value: 'Acme' }], 'file', /Choose a file/],
      [
        [{ name: 'dueDate', value: '2027-02-30' }, file(Buffer.from('1. Is MFA on?'), 'q.txt')],
        'dueDate',
        /date/,
      ],
      [
        [{ name: 'colour', value: 'red' }, file(Buffer.from('1. Is MFA on?'), 'q.txt')],
        'colour',
        /not accepted/,
      ],
      [[file(Buffer.from('PK\u0003\u0004 broken zip'), 'q.xlsx', XLSX_TYPE)], 'file', /./],
    ];
    for (const [parts, field, message] of cases) {
      const res = await send(owner, IMPORT, parts);
      expect(res.statusCode, res.body).toBe(400);
      const issue = res.json().error.details[0];
      expect(issue.field, res.body).toBe(field);
      expect(issue.message).toMatch(message);
    }
    expect(await countOf(owner)).toBe(0);
  });

  it('is read by every role, imported and changed by writers, and stays in its organisation', async () => {
    const owner = await buildOrg(app);
    const auditor = await buildMember(app, owner, 'auditor');
    const member = await buildMember(app, owner, 'member');
    const text = file(Buffer.from('1. Is MFA enforced?\n'), 'q.txt', 'text/plain');
    expect((await send(auditor, IMPORT, [text])).statusCode).toBe(403);
    expect((await send(auditor, PREVIEW, [text])).statusCode).toBe(403);
    const made = await send(member, IMPORT, [text]);
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as string;
    const seen = (await call(auditor, 'GET', `${IMPORT}/${id}`)).json().data;
    expect(seen.questionnaire.abilities).toEqual({
      update: false,
      delete: false,
      draft: false,
      review: false,
      raiseGap: { risk: false, finding: false, control: false },
      return: false,
    });
    expect((await call(auditor, 'PATCH', `${IMPORT}/${id}`, { customer: 'X' })).statusCode).toBe(
      403,
    );

    const patched = await call(member, 'PATCH', `${IMPORT}/${id}`, {
      customer: 'Gamma plc',
      dueDate: '2027-03-01',
    });
    expect(patched.json().data).toMatchObject({ customer: 'Gamma plc', dueDate: '2027-03-01' });
    const cleared = await call(member, 'PATCH', `${IMPORT}/${id}`, { dueDate: null, title: ' ' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().error.details[0].field).toBe('title');

    const stranger = await buildOrg(app);
    for (const url of [`${IMPORT}/${id}`, `${IMPORT}/${id}/file`]) {
      expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    }
    expect((await call(stranger, 'DELETE', `${IMPORT}/${id}`)).statusCode).toBe(404);

    expect((await call(member, 'DELETE', `${IMPORT}/${id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `${IMPORT}/${id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `${IMPORT}/${id}/file`)).statusCode).toBe(404);
  });
});
