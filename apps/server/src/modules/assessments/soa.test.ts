import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { testApp } from '../../testing/app.ts';
import { buildOrg } from '../../testing/factories.ts';
import {
  caller,
  declareNotApplicable,
  insertControl,
  insertEvidence,
  insertFramework,
  insertResults,
  iso,
  mapControl,
} from './assessments.fixtures.ts';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  app = await testApp();
  call = caller(app);
});

const H1 = { periodStart: '2026-01-01', periodEnd: '2026-06-30' };

const readSheet = async (bytes: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: unknown[] = [];
    for (let c = 1; c <= 8; c++) values.push(row.getCell(c).value ?? null);
    rows[row.number - 1] = values;
  });
  return { sheet, rows: Array.from(rows, (r) => r ?? []) };
};

describe('Statement of Applicability', () => {
  it('lists every Annex A control with applicability, justification, status, result, controls and evidence', async () => {
    const owner = await buildOrg(app, { organizationName: 'Acme Bank' });
    const org = owner.user.organizationId;
    const created = await call(owner, 'POST', '/api/assessments', {
      frameworkId: 'ISO27001',
      name: '=ISO audit 2026',
      ...H1,
    });
    const a = created.json().data;
    const mfa = await insertControl(org, 'MFA for all staff', 'implemented');
    const formula = await insertControl(org, '=HYPERLINK("http://evil")', 'in_progress');
    await mapControl(org, mfa, iso('A.5.15'));
    await mapControl(org, formula, iso('A.5.15'));
    await mapControl(org, mfa, iso('A.5.17'));
    await declareNotApplicable(org, iso('A.7.4'), 'No premises: fully remote company');
    const evidenceId = await insertEvidence(org, 'Access policy v3');
    const put = await call(
      owner,
      'PUT',
      `/api/assessments/${a.id}/results/${encodeURIComponent(iso('A.5.15'))}`,
      { result: 'partly_met', evidenceIds: [evidenceId] },
    );
    expect(put.statusCode).toBe(200);
    await call(
      owner,
      'PUT',
      `/api/assessments/${a.id}/results/${encodeURIComponent(iso('A.8.34'))}`,
      {
        result: 'not_applicable',
        notes: '+No production audits planned',
      },
    );
    await insertResults(org, a.id, [iso('A.5.17')], 'met');

    const res = await call(owner, 'GET', `/api/assessments/${a.id}/soa.xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="rampart-soa-iso-audit-2026-\d{4}-\d{2}-\d{2}\.xlsx";/,
    );
    const { sheet, rows } = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('Statement of Applicability');
    expect(rows[0]![0]).toBe('Statement of Applicability');
    const header = Object.fromEntries(rows.slice(1, 9).map((r) => [r[0], r[1]]));
    expect(header).toMatchObject({
      Organisation: 'Acme Bank',
      Standard: 'ISO/IEC 27001 2022',
      // Text a spreadsheet would run as a formula is written as text.
      Assessment: "'=ISO audit 2026",
      'Audit period': '2026-01-01 to 2026-06-30',
      Status: 'In progress (not signed off)',
      'Sign-off': 'Not signed off',
    });
    expect(rows[10]).toEqual([
      'Control',
      'Title',
      'Applicable',
      'Justification',
      'Implementation status',
      'Assessment result',
      'Controls',
      'Evidence',
    ]);
    const table = rows.slice(11);
    expect(table).toHaveLength(93);
    expect(table[0]).toEqual([
      'A.5.1',
      'Policies for information security',
      'Yes',
      'Applicable; no control implements it yet',
      'Not implemented',
      'Not assessed',
      '',
      '',
    ]);
    const byCode = new Map(table.map((r) => [r[0], r]));
    expect(byCode.get('A.5.15')).toEqual([
      'A.5.15',
      'Access control',
      'Yes',
      'Implemented by: =HYPERLINK("http://evil"); MFA for all staff',
      'Partially implemented',
      'Partly met',
      '\'=HYPERLINK("http://evil") (partial); MFA for all staff (partial)',
      'Access policy v3',
    ]);
    expect(byCode.get('A.5.17')!.slice(2, 6)).toEqual([
      'Yes',
      'Implemented by: MFA for all staff',
      'Implemented',
      'Met',
    ]);
    expect(byCode.get('A.7.4')!.slice(2, 6)).toEqual([
      'No',
      'No premises: fully remote company',
      'Not applicable',
      'Not assessed',
    ]);
    expect(byCode.get('A.8.34')!.slice(2, 6)).toEqual([
      'No',
      "'+No production audits planned",
      'Not applicable',
      'Not applicable',
    ]);
    expect(table.at(-1)![0]).toBe('A.8.34');
    // No cell is a formula.
    sheet.eachRow((row) =>
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)),
    );
  });

  it('shows the sign-off in the header once signed off', async () => {
    const owner = await buildOrg(app, { name: 'Sue Signer' });
    const org = owner.user.organizationId;
    const a = (
      await call(owner, 'POST', '/api/assessments', {
        frameworkId: 'ISO27001',
        name: 'Cert',
        ...H1,
      })
    ).json().data;
    const ids = (await call(owner, 'GET', `/api/assessments/${a.id}`))
      .json()
      .data.requirements.map((r: { id: string }) => r.id);
    await insertResults(org, a.id, ids, 'met');
    const signed = await call(owner, 'POST', `/api/assessments/${a.id}/sign-off`, {
      statement: 'Approved by the board.',
    });
    expect(signed.statusCode).toBe(200);
    const res = await call(owner, 'GET', `/api/assessments/${a.id}/soa.xlsx`);
    const { rows } = await readSheet(res.rawPayload);
    const header = Object.fromEntries(rows.slice(1, 9).map((r) => [r[0], r[1]]));
    const at = signed.json().data.signedOffAt.slice(0, 16).replace('T', ' ');
    expect(header).toMatchObject({
      Status: 'Signed off',
      'Sign-off': `Signed off by Sue Signer on ${at} UTC`,
      'Sign-off statement': 'Approved by the board.',
    });
    expect(rows.slice(11).every((r) => r[5] === 'Met')).toBe(true);
  });

  it('exists only for ISO 27001', async () => {
    const owner = await buildOrg(app);
    const fw = await insertFramework(owner.user.organizationId, 2);
    for (const frameworkId of ['SOC2', fw.id]) {
      const a = (
        await call(owner, 'POST', '/api/assessments', { frameworkId, name: 'Other', ...H1 })
      ).json().data;
      const res = await call(owner, 'GET', `/api/assessments/${a.id}/soa.xlsx`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        message: 'A Statement of Applicability exists for ISO 27001 assessments only',
        details: [{ field: 'frameworkId' }],
      });
    }
  });
});
