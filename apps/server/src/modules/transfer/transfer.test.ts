import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { CONTENT_TYPES } from '../../platform/spreadsheets/table-file.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const upload = (who: SignedIn, format: 'csv' | 'xlsx', body: Buffer | string) =>
  app.inject({
    method: 'POST',
    url: `/api/risks/import?format=${format}`,
    payload: typeof body === 'string' ? Buffer.from(body) : body,
    headers: { cookie: who.cookie, 'content-type': CONTENT_TYPES[format] },
  });
const list = async (who: SignedIn) =>
  (
    await app.inject({
      url: '/api/risks?limit=200&sortBy=title&sortDirection=asc',
      headers: { cookie: who.cookie },
    })
  ).json().data;

const CSV = `title,description,category,likelihood,impact,status,owner,frameworks,lastAssessed
"Payroll fraud","Entered and approved by one person",FINANCIAL,3,4,assessed,Dana,SOX;SOC2,2026-10-01T00:00:00.000Z
"TLS expiry","Certificate expired, ""portal"" down",technology,2,5,identified,,,
`;

describe('risk import and export', () => {
  it('imports a CSV, exports it, and a round trip through CSV and XLSX loses nothing', async () => {
    const owner = await buildOrg(app);
    const res = await upload(owner, 'csv', CSV);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ created: 2, updated: 0 });
    const before = (await list(owner)).items;
    expect(before[0]).toMatchObject({
      title: 'Payroll fraud',
      frameworks: ['SOX', 'SOC2'],
      riskScore: 12,
      status: 'assessed',
      owner: 'Dana',
    });
    expect(before[1]).toMatchObject({
      title: 'TLS expiry',
      category: 'TECHNOLOGY',
      description: 'Certificate expired, "portal" down',
    });

    for (const format of ['csv', 'xlsx'] as const) {
      const exported = await app.inject({
        url: `/api/risks/export?format=${format}`,
        headers: { cookie: owner.cookie },
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toContain(`.${format}`);
      const again = await upload(owner, format, exported.rawPayload);
      expect(again.json().data).toEqual({ created: 0, updated: 2 });
      const after = (await list(owner)).items;
      const strip = (r: Record<string, unknown>) => ({ ...r, updatedAt: undefined });
      expect(after.map(strip)).toEqual(before.map(strip));
    }
  });

  it('names the line and field of a bad row and imports nothing', async () => {
    const owner = await buildOrg(app);
    const before = await auditCount(app, owner);
    const bad = `title,likelihood,impact,category\nGood,1,1,FINANCIAL\nBad,7,1,FINANCIAL\nAlso bad,2,2,NOPE\n`;
    const res = await upload(owner, 'csv', bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Line 3: likelihood: /);
    expect(res.json().error.details).toEqual([
      { line: 3, field: 'likelihood', message: expect.any(String) },
      { line: 4, field: 'category', message: expect.any(String) },
    ]);
    expect((await list(owner)).total).toBe(0);
    expect(await auditCount(app, owner)).toBe(before);
  });

  it('refuses text PostgreSQL cannot store, naming its line and column', async () => {
    const owner = await buildOrg(app);
    // XLSX cannot carry such text at all (its XML and UTF-8 drop or replace it); CSV can.
    const csv = `title,description,category\nGood,ok,FINANCIAL\nBad,a\u0000b,FINANCIAL\n`;
    const res = await upload(owner, 'csv', csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { line: 3, field: 'description', message: 'Must not contain a NUL character' },
    ]);
    expect((await list(owner)).total).toBe(0);
  });

  it('reads an XLSX made elsewhere, and refuses an unreadable file or unknown ids', async () => {
    const owner = await buildOrg(app);
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('My risks');
    sheet.addRow(['Title', 'Likelihood', 'Impact']);
    sheet.addRow(['From Excel', 4, 4]);
    const res = await upload(owner, 'xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.json().data).toEqual({ created: 1, updated: 0 });
    expect((await upload(owner, 'xlsx', 'not a spreadsheet')).json().error.details[0].field).toBe(
      'file',
    );
    const unknown = await upload(owner, 'csv', 'id,title,likelihood,impact\nrsk_nope,x,1,1\n');
    expect(unknown.json().error.details[0]).toMatchObject({ line: 2, field: 'id' });
  });

  it('an unknown owner email is refused by line', async () => {
    const owner = await buildOrg(app);
    const res = await upload(
      owner,
      'csv',
      `title,likelihood,impact,ownerEmail\nx,1,1,${owner.email}\ny,1,1,nobody@example.test\n`,
    );
    expect(res.json().error.details).toEqual([
      { line: 3, field: 'ownerEmail', message: expect.stringContaining('not a member') },
    ]);
  });
});

describe('risk import and export: outsiders', () => {
  it('anonymous 401; another organisation exports only its own; an auditor cannot import', async () => {
    const owner = await buildOrg(app);
    await upload(owner, 'csv', CSV);
    const stranger = await buildOrg(app);
    const auditor = await buildMember(app, owner, 'auditor');
    expect((await app.inject({ url: '/api/risks/export' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/risks/import',
          payload: CSV,
          headers: { 'content-type': 'text/csv' },
        })
      ).statusCode,
    ).toBe(401);
    const theirs = await app.inject({
      url: '/api/risks/export?format=csv',
      headers: { cookie: stranger.cookie },
    });
    expect(theirs.body.trim().split('\n')).toHaveLength(1);
    const before = await auditCount(app, owner);
    expect((await upload(auditor, 'csv', CSV)).statusCode).toBe(403);
    expect((await list(owner)).total).toBe(2);
    expect(await auditCount(app, owner)).toBe(before);
  });
});

describe('spreadsheet safety and line numbers', () => {
  it('exports formula-like text as text and imports it back unchanged', async () => {
    const owner = await buildOrg(app);
    await upload(
      owner,
      'csv',
      'title,description,likelihood,impact\n"=HYPERLINK(""http://x"")","@SUM(A1)",1,1\n',
    );
    const exported = await app.inject({
      url: '/api/risks/export?format=csv',
      headers: { cookie: owner.cookie },
    });
    expect(exported.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect((await upload(owner, 'csv', exported.rawPayload)).json().data).toEqual({
      created: 0,
      updated: 1,
    });
    const [risk] = (await list(owner)).items;
    expect(risk).toMatchObject({ title: '=HYPERLINK("http://x")', description: '@SUM(A1)' });
  });

  it('counts blank lines when naming the line of an error', async () => {
    const owner = await buildOrg(app);
    const res = await upload(owner, 'csv', 'title,likelihood,impact\nok,1,1\n\n\nbad,9,1\n');
    expect(res.json().error.details[0]).toMatchObject({ line: 5, field: 'likelihood' });
  });
});
