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

const call = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: who.cookie } });
const post = async (who: SignedIn, url: string, body: object) =>
  (await call(who, 'POST', url, body)).json().data;
const importSheet = (who: SignedIn, bytes: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/rcsa/matrix/import',
    payload: bytes,
    headers: { cookie: who.cookie, 'content-type': CONTENT_TYPES.xlsx },
  });

const setup = async () => {
  const owner = await buildOrg(app);
  const r1 = await post(owner, '/api/risks', { title: 'A risk', likelihood: 4, impact: 4 });
  const r2 = await post(owner, '/api/risks', { title: 'B risk', likelihood: 2, impact: 2 });
  const c1 = await post(owner, '/api/controls', { title: 'MFA', type: 'preventive' });
  const c2 = await post(owner, '/api/controls', { title: 'Logging', type: 'detective' });
  await post(owner, '/api/control-risk-mappings', {
    riskId: r1.id,
    controlId: c1.id,
    effectiveness: 0.8,
  });
  return { owner, r1, r2, c1, c2 };
};

const sheetOf = async (bytes: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return { wb, sheet: wb.worksheets[0]! };
};

describe('RCSA matrix', () => {
  it('answers risks × controls with effectiveness, adding asked-for controls as columns', async () => {
    const { owner, r1, c1, c2 } = await setup();
    const m = (
      await call(
        owner,
        'GET',
        `/api/rcsa/matrix?sortBy=title&sortDirection=asc&controlIds=${c2.id}`,
      )
    ).json().data;
    expect(m.totalRisks).toBe(2);
    expect(m.risks.map((r: { title: string }) => r.title)).toEqual(['A risk', 'B risk']);
    expect(m.controls.map((c: { title: string }) => c.title)).toEqual(['Logging', 'MFA']);
    expect(m.cells).toEqual([{ riskId: r1.id, controlId: c1.id, effectiveness: 0.8 }]);
  });

  it('exports to XLSX; an edited sheet imported back creates, updates and deletes mappings', async () => {
    const { owner, r1, r2, c1, c2 } = await setup();
    const exported = await call(
      owner,
      'GET',
      `/api/rcsa/matrix/export?sortBy=title&sortDirection=asc&controlIds=${c2.id}`,
    );
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const { wb, sheet } = await sheetOf(exported.rawPayload);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Risk ID',
      'Risk',
      'Inherent',
      'Residual',
      'Logging',
      'MFA',
    ]);
    expect(sheet.getCell('F3').value).toBe('80');
    // Unchanged, it imports as a no-op.
    expect((await importSheet(owner, exported.rawPayload)).json().data).toEqual({
      created: 0,
      updated: 0,
      deleted: 0,
    });

    sheet.getCell('F3').value = ''; // unmap MFA from A
    sheet.getCell('E3').value = 60; // map Logging to A
    sheet.getCell('F4').value = '90'; // map MFA to B
    const edited = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await importSheet(owner, edited);
    expect(res.json().data).toEqual({ created: 2, updated: 0, deleted: 1 });
    const m = (await call(owner, 'GET', '/api/rcsa/matrix')).json().data;
    expect(m.cells).toHaveLength(2);
    expect(m.cells).toEqual(
      expect.arrayContaining([
        { riskId: r1.id, controlId: c2.id, effectiveness: 0.6 },
        { riskId: r2.id, controlId: c1.id, effectiveness: 0.9 },
      ]),
    );
  });

  it('refuses a sheet with a bad cell, naming line and column, and changes nothing', async () => {
    const { owner } = await setup();
    const exported = await call(
      owner,
      'GET',
      '/api/rcsa/matrix/export?sortBy=title&sortDirection=asc',
    );
    const { wb, sheet } = await sheetOf(exported.rawPayload);
    sheet.getCell('E4').value = 'lots';
    sheet.getCell('E3').value = '';
    const before = await auditCount(app, owner);
    const res = await importSheet(owner, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { line: 4, field: 'MFA', message: expect.stringContaining('percentage') },
    ]);
    expect((await call(owner, 'GET', '/api/rcsa/matrix')).json().data.cells).toHaveLength(1);
    expect(await auditCount(app, owner)).toBe(before);
  });

  it('outsiders: anonymous 401, another organisation sees none of it, an auditor cannot import', async () => {
    const { owner } = await setup();
    const exported = await call(owner, 'GET', '/api/rcsa/matrix/export');
    const stranger = await buildOrg(app);
    const auditor = await buildMember(app, owner, 'auditor');
    expect((await app.inject({ url: '/api/rcsa/matrix' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/rcsa/matrix/export' })).statusCode).toBe(401);
    expect((await call(stranger, 'GET', '/api/rcsa/matrix')).json().data).toMatchObject({
      totalRisks: 0,
      cells: [],
    });
    const strangerImport = await importSheet(stranger, exported.rawPayload);
    expect(strangerImport.statusCode).toBe(400);
    expect((await importSheet(auditor, exported.rawPayload)).statusCode).toBe(403);
  });
});
