import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { CONTENT_TYPES } from '../../platform/spreadsheets/table-file.ts';
import { call, createQuestionnaire, fieldsOf } from './questionnaire-test-kit.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const upload = (who: SignedIn, format: 'csv' | 'xlsx', body: Buffer | string, title?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/questionnaires/import?format=${format}${title ? `&title=${encodeURIComponent(title)}` : ''}`,
    payload: body,
    headers: { cookie: who.cookie, 'content-type': CONTENT_TYPES[format] },
  });

describe('questionnaire export and import', () => {
  it.each(['csv', 'xlsx'] as const)(
    'a %s round trip keeps every section, question, type, option, score, flag, weight, help and condition',
    async (format) => {
      const owner = await buildOrg(app);
      const source = await createQuestionnaire(app, owner, {
        title: 'Security',
        templateId: 'vendor-security',
      });
      // An empty section and a formula-looking label survive too.
      const structure = source.structure;
      structure.sections.push({ id: 'extra', title: 'Later', questions: [] });
      structure.sections[0].questions[2].options[0].label = '=SUM(A1)';
      await call(app, owner, 'PATCH', `/api/questionnaires/${source.id}`, { structure });
      const file = await call(
        app,
        owner,
        'GET',
        `/api/questionnaires/${source.id}/export?format=${format}`,
      );
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain(`.${format}`);
      const res = await upload(owner, format, file.rawPayload, 'Security copy');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ title: 'Security copy', status: 'draft' });
      expect(res.json().data.structure).toEqual(structure);
    },
  );

  it('refuses a bad file, naming line and column, and changes nothing', async () => {
    const owner = await buildOrg(app);
    const before = await auditCount(app, owner);
    const csv = [
      'sectionId,sectionTitle,questionId,text,type,required,weight,options,conditionQuestionId,conditionEquals',
      's1,Access,q1,MFA?,yes_no,yes,3,,,',
      's1,Access,q2,Which?,single_choice,maybe,2,"[{""id"":""a"",""label"":""Only""}]",q1,true',
      's1,Access,q3,Later?,essay,no,x,,,',
      's2,Other,q4,Depends,text,no,0,,q9,true',
    ].join('\n');
    const res = await upload(owner, 'csv', csv);
    expect(res.statusCode).toBe(400);
    const details = res.json().error.details;
    expect(details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 3, field: 'required' }),
        expect.objectContaining({ line: 4, field: 'weight' }),
        expect.objectContaining({ line: 4, field: 'type' }),
      ]),
    );
    // Once the cells read, the structure's issues are named by line as well.
    const shaped = csv.replace('maybe', 'no').replace(',essay,no,x,', ',text,no,1,');
    const second = await upload(owner, 'csv', shaped);
    expect(second.statusCode).toBe(400);
    expect(second.json().error.details).toEqual([
      expect.objectContaining({ line: 3, field: 'options' }),
      expect.objectContaining({ line: 5, field: 'conditionQuestionId' }),
    ]);
    const noHeader = await upload(owner, 'csv', 'title\nx\n');
    expect(fieldsOf(noHeader)[0]).toBe('sectionId');
    expect((await call(app, owner, 'GET', '/api/questionnaires')).json().data.total).toBe(0);
    expect(await auditCount(app, owner)).toBe(before);
  });

  it('reads an XLSX written by hand with the columns in another order', async () => {
    const owner = await buildOrg(app);
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Q');
    sheet.addRow(['Type', 'Text', 'Question ID', 'Section ID', 'Section title', 'Required']);
    sheet.addRow(['yes_no', 'Encrypted at rest?', 'q1', 's1', 'Data', 'TRUE']);
    const res = await upload(owner, 'xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Imported questionnaire',
      structure: {
        sections: [
          {
            id: 's1',
            title: 'Data',
            questions: [{ id: 'q1', type: 'yes_no', required: true, weight: 1 }],
          },
        ],
      },
    });
  });

  it('prints the watermark in an XLSX export when the share settings ask for it', async () => {
    const owner = await buildOrg(app);
    const q = await createQuestionnaire(app, owner, { title: 'Marked' });
    const on = await call(app, owner, 'PATCH', `/api/questionnaires/${q.id}/sharing`, {
      watermark: true,
    });
    expect(on.statusCode).toBe(200);
    const res = await app.inject({
      method: 'GET',
      url: `/api/questionnaires/${q.id}/export?format=xlsx`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = wb.worksheets[0]!.headerFooter.oddHeader ?? '';
    expect(header).toContain('Confidential: exported by Olivia Owner');
    expect(wb.subject).toContain(owner.email);
  });
});
