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
    url: `/api/controls/import?format=${format}`,
    payload: typeof body === 'string' ? Buffer.from(body) : body,
    headers: { cookie: who.cookie, 'content-type': CONTENT_TYPES[format] },
  });
const download = (who: SignedIn, query: string) =>
  app.inject({ url: `/api/controls/export?${query}`, headers: { cookie: who.cookie } });
const list = async (who: SignedIn) =>
  (
    await app.inject({
      url: '/api/controls?limit=200&sortBy=title&sortDirection=asc',
      headers: { cookie: who.cookie },
    })
  ).json().data;
const post = async (who: SignedIn, url: string, payload: object) => {
  const res = await app.inject({ method: 'POST', url, payload, headers: { cookie: who.cookie } });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
};

const CSV = `title,description,type,automation,category,owner,frequency,status,effectivenessPercent,frameworks,lastTestDate
"Access review","Quarterly review of ""admin"" access, all systems",detective,manual,Identity,Dana,quarterly,active,72.5,SOX;ISO27001,2026-09-01T00:00:00.000Z
"Backups","Nightly
with restore test",corrective,automated,,,DAILY,planned,,,
`;

describe('control import and export', () => {
  it('imports a CSV, and a round trip through CSV and XLSX loses nothing', async () => {
    const owner = await buildOrg(app);
    const tester = await buildMember(app, owner, 'member', 'Tess Tester');
    const res = await upload(owner, 'csv', CSV);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ created: 2, updated: 0 });
    const mfa = await post(owner, '/api/controls', {
      title: 'MFA',
      ownerUserId: tester.user.id,
      frameworks: ['SOC2'],
    });
    // A band from a completed test (0.82 is high) differs from the percent band (medium).
    await post(owner, `/api/controls/${mfa.id}/complete-test`, {
      result: 'pass',
      effectiveness: 0.82,
    });
    const risk = await post(owner, '/api/risks', { title: 'Takeover', likelihood: 4, impact: 4 });
    await post(owner, '/api/control-risk-mappings', {
      riskId: risk.id,
      controlId: mfa.id,
      effectiveness: 0.7,
    });
    const before = (await list(owner)).items;
    expect(before[0]).toMatchObject({
      title: 'Access review',
      description: 'Quarterly review of "admin" access, all systems',
      type: 'detective',
      category: 'Identity',
      owner: 'Dana',
      frequency: 'QUARTERLY',
      effectivenessPercent: 72.5,
      effectivenessBand: 'medium',
      frameworks: ['SOX', 'ISO27001'],
      lastTestDate: '2026-09-01T00:00:00.000Z',
      nextTestDate: '2026-12-01T00:00:00.000Z',
    });
    expect(before[1]).toMatchObject({
      title: 'Backups',
      description: 'Nightly\nwith restore test',
      automation: 'automated',
      status: 'planned',
      effectiveness: null,
      category: null,
    });
    expect(before[2]).toMatchObject({
      title: 'MFA',
      effectivenessBand: 'high',
      linkedRisks: [risk.id],
    });

    for (const format of ['csv', 'xlsx'] as const) {
      const exported = await download(owner, `format=${format}`);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toContain(format === 'csv' ? 'text/csv' : 'sheet');
      expect(exported.headers['content-disposition']).toContain(`rampart-controls-`);
      const again = await upload(owner, format, exported.rawPayload);
      expect(again.json().data).toEqual({ created: 0, updated: 3 });
      const after = (await list(owner)).items;
      const strip = (r: Record<string, unknown>) => ({ ...r, updatedAt: undefined });
      expect(after.map(strip)).toEqual(before.map(strip));
    }
    const csv = (await download(owner, 'format=csv&sortBy=title&sortDirection=asc')).body;
    const [header, first] = csv.split('\n');
    expect(header).toBe(
      'id,title,description,type,automation,category,owner,ownerEmail,frequency,status,effectivenessPercent,frameworks,lastTestDate,nextTestDate,implementationStatus,implementationProgress,priority,estimatedHours,effectivenessBand',
    );
    expect(first).toContain(',72.5,SOX;ISO27001,2026-09-01T00:00:00.000Z,');
    expect(csv).toContain(`,Tess Tester,${tester.email},`);
  });

  it('exports with the list filters', async () => {
    const owner = await buildOrg(app);
    await upload(owner, 'csv', CSV);
    const res = await download(owner, 'format=csv&type=detective');
    const lines = res.body.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Access review');
  });

  it('names the line and field of every bad row and imports nothing', async () => {
    const owner = await buildOrg(app);
    const kept = await post(owner, '/api/controls', { title: 'Kept', status: 'active' });
    const before = await auditCount(app, owner);
    const bad = [
      'id,title,type,effectivenessPercent,ownerEmail,status',
      ',Good,preventive,50,,',
      ',Bad,sideways,50,,',
      ',Worse,preventive,150,,',
      `${kept.id},,preventive,,,`,
      ',Ghost,preventive,,nobody@example.test,',
      `ctl_nope,Missing,preventive,,,`,
      `${kept.id},Twice,preventive,,,retired`,
    ].join('\n');
    const res = await upload(owner, 'csv', bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Line 3: type: .*Nothing was imported\.$/);
    expect(res.json().error.details).toEqual([
      { line: 3, field: 'type', message: expect.stringContaining('preventive') },
      { line: 4, field: 'effectivenessPercent', message: expect.stringContaining('100') },
      { line: 5, field: 'title', message: 'Title is required' },
      { line: 6, field: 'ownerEmail', message: expect.stringContaining('not a member') },
      { line: 7, field: 'id', message: 'Control ctl_nope not found' },
      { line: 8, field: 'id', message: `${kept.id} is also on line 5` },
    ]);
    expect((await list(owner)).items.map((c: { title: string }) => c.title)).toEqual(['Kept']);
    expect(await auditCount(app, owner)).toBe(before);
    expect((await upload(owner, 'csv', 'name\nx\n')).json().error.details[0]).toMatchObject({
      line: 1,
      field: 'title',
    });
  });

  it('updates only the columns a file has, and reads an XLSX made elsewhere', async () => {
    const owner = await buildOrg(app);
    const c = await post(owner, '/api/controls', {
      title: 'Firewall rules',
      type: 'preventive',
      automation: 'hybrid',
      frequency: 'WEEKLY',
      effectivenessPercent: 90,
    });
    const res = await upload(owner, 'csv', `id,title,status\n${c.id},Firewall rules,retired\n`);
    expect(res.json().data).toEqual({ created: 0, updated: 1 });
    expect((await list(owner)).items[0]).toMatchObject({
      status: 'retired',
      automation: 'hybrid',
      frequency: 'WEEKLY',
      effectivenessPercent: 90,
    });

    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Mine');
    sheet.addRow(['Title', 'Effectiveness Percent', 'Last Test Date', 'Frequency']);
    sheet.addRow(['From Excel', 85, new Date('2026-05-01T00:00:00.000Z'), 'Semi-annually']);
    const xlsx = await upload(owner, 'xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(xlsx.json().data).toEqual({ created: 1, updated: 0 });
    expect((await list(owner)).items[1]).toMatchObject({
      title: 'From Excel',
      effectivenessBand: 'high',
      frequency: 'SEMI_ANNUALLY',
      lastTestDate: '2026-05-01T00:00:00.000Z',
      nextTestDate: '2026-11-01T00:00:00.000Z',
    });
    expect((await upload(owner, 'xlsx', 'not a spreadsheet')).json().error.details[0].field).toBe(
      'file',
    );
  });
});

describe('control import and export: outsiders', () => {
  it('anonymous 401; another organisation sees and changes nothing of ours; an auditor cannot import', async () => {
    const owner = await buildOrg(app);
    await upload(owner, 'csv', CSV);
    const ours = (await list(owner)).items;
    const stranger = await buildOrg(app);
    const auditor = await buildMember(app, owner, 'auditor');
    expect((await app.inject({ url: '/api/controls/export' })).statusCode).toBe(401);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/controls/import',
      payload: CSV,
      headers: { 'content-type': 'text/csv' },
    });
    expect(anonymous.statusCode).toBe(401);

    const theirs = await download(stranger, 'format=csv');
    expect(theirs.body.trim().split('\n')).toHaveLength(1);
    const hijack = await upload(
      stranger,
      'csv',
      `id,title,status\n${ours[0].id},Mine now,retired\n`,
    );
    expect(hijack.statusCode).toBe(400);
    expect(hijack.json().error.details).toEqual([
      { line: 2, field: 'id', message: `Control ${ours[0].id} not found` },
    ]);
    expect((await list(stranger)).total).toBe(0);

    const audited = (await download(auditor, 'format=csv')).body;
    expect(audited).toContain('Access review');
    expect(audited).toContain('Backups');
    const before = await auditCount(app, owner);
    expect((await upload(auditor, 'csv', CSV)).statusCode).toBe(403);
    expect((await list(owner)).items).toEqual(ours);
    expect(await auditCount(app, owner)).toBe(before);
  });
});
