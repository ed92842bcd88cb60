import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import {
  CONTENT_TYPES,
  readTable,
  writeTable,
  type TableFormat,
} from '../../platform/spreadsheets/table-file.ts';
import { VENDOR_COLUMNS } from './vendor-columns.ts';
import { call, createVendor } from './vendor-test-kit.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const upload = (who: SignedIn, format: 'csv' | 'xlsx', body: Buffer | string) =>
  app.inject({
    method: 'POST',
    url: `/api/vendors/import?format=${format}`,
    payload: typeof body === 'string' ? Buffer.from(body) : body,
    headers: { cookie: who.cookie, 'content-type': CONTENT_TYPES[format] },
  });
const download = (who: SignedIn, query: string) =>
  app.inject({ url: `/api/vendors/export?${query}`, headers: { cookie: who.cookie } });
/** The register as the list shows it, without what differs between organisations. */
const register = async (who: SignedIn) =>
  (await call(app, who, 'GET', '/api/vendors?limit=200&sortBy=name&sortDirection=asc'))
    .json()
    .data.items.map(
      ({
        id: _i,
        createdAt: _c,
        updatedAt: _u,
        nextReviewAt: _n,
        nextWatchAt: _w,
        ...v
      }: Record<string, unknown>) => v,
    );

const CSV = `name,legalName,website,category,tier,status,ownerEmail,dataKinds,businessPurpose,contractStart,contractEnd,renewalDate,noticePeriodDays
"Acme Cloud","Acme, Inc.",https://acme.example,cloud_provider,critical,active,OWNER_EMAIL,personal;customer,"Hosting of ""everything""",2026-01-01,2027-12-31,2027-10-01,90
"=Formula Ltd",,,other,low,prospective,,,,,,,
`;

describe('vendor export and import', () => {
  it('imports a CSV, and a round trip through CSV and XLSX loses nothing', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member', 'Mia Member');
    const res = await upload(owner, 'csv', CSV.replace('OWNER_EMAIL', member.email.toUpperCase()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const imported = await register(owner);
    expect(imported.map((v: { name: string }) => v.name)).toEqual(['=Formula Ltd', 'Acme Cloud']);
    expect(imported[1]).toMatchObject({
      name: 'Acme Cloud',
      legalName: 'Acme, Inc.',
      website: 'https://acme.example',
      category: 'CLOUD_PROVIDER',
      tier: 'critical',
      reviewCadenceDays: 90,
      ownerUserId: member.user.id,
      dataKinds: ['personal', 'customer'],
      businessPurpose: 'Hosting of "everything"',
      contractStart: '2026-01-01T00:00:00.000Z',
      contractEnd: '2027-12-31T00:00:00.000Z',
      renewalDate: '2027-10-01T00:00:00.000Z',
      noticePeriodDays: 90,
    });
    expect(imported[0]).toMatchObject({ status: 'prospective', tier: 'low', legalName: '' });

    for (const format of ['csv', 'xlsx'] as const) {
      const file = await download(owner, `format=${format}&sortBy=name&sortDirection=asc`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain(`rampart-vendors-`);
      // Into the same organisation: every row matches a vendor by name and nothing changes.
      const again = await upload(owner, format, file.rawPayload);
      expect(again.json().data).toEqual({ created: 0, updated: 0, unchanged: 2 });
      expect((await readTable(format, file.rawPayload)).rows.flat()).toContain(member.email);
      // Into another organisation, whose members differ: the owner column is emptied first.
      const other = await buildOrg(app);
      const withoutOwner = await clearColumn(format, file.rawPayload, 'ownerEmail');
      const copy = await upload(other, format, withoutOwner);
      expect(copy.statusCode, copy.body).toBe(200);
      expect(copy.json().data.created).toBe(2);
      const theirs = await register(other);
      expect(theirs).toEqual(
        imported.map((v: Record<string, unknown>) => ({
          ...v,
          ownerUserId: null,
          ownerName: null,
        })),
      );
    }
    const csv = (await download(owner, 'format=csv&sortBy=name&sortDirection=asc')).body;
    expect(csv.split('\n')[0]).toBe(VENDOR_COLUMNS.join(','));
    // A cell that looks like a formula is exported as text.
    expect(csv).toContain("'=Formula Ltd");
  });

  it('exports what the list filters show', async () => {
    const owner = await buildOrg(app);
    await createVendor(app, owner, { name: 'Keep', tier: 'critical' });
    await createVendor(app, owner, { name: 'Skip', tier: 'low' });
    const csv = (await download(owner, 'tier=critical')).body.trim().split('\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toMatch(/^Keep,/);
    expect((await download(owner, 'format=pdf')).statusCode).toBe(400);
  });

  it('refuses a file with a bad line by line and column, and changes nothing', async () => {
    const owner = await buildOrg(app);
    const existing = await createVendor(app, owner, { name: 'Existing', tier: 'high' });
    const before = await auditCount(app, owner);
    const rows = [
      'name,tier,ownerEmail,contractStart,contractEnd,noticePeriodDays',
      'Existing,low,,,,',
      'New one,medium,,,,',
      'Broken,urgent,nobody@example.test,,,soon',
      'new ONE,low,,2026-05-01,2026-01-01,',
    ];
    for (const format of ['csv', 'xlsx'] as const) {
      const body = format === 'csv' ? rows.join('\n') : await xlsx(rows.map((r) => r.split(',')));
      const res = await upload(owner, format, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^Line 4: /);
      expect(res.json().error.details).toEqual([
        {
          line: 4,
          field: 'noticePeriodDays',
          message: 'Notice period must be a whole number of days',
        },
        {
          line: 4,
          field: 'ownerEmail',
          message: 'nobody@example.test is not a member of this organisation',
        },
        { line: 4, field: 'tier', message: expect.stringContaining('Tier must be one of') },
        { line: 5, field: 'name', message: 'new ONE is also on line 3' },
        { line: 5, field: 'contractEnd', message: 'Contract end must be on or after its start' },
      ]);
    }
    expect((await upload(owner, 'csv', 'title\nx')).json().error.details).toEqual([
      { line: 1, field: 'name', message: 'The header row needs a "name" column' },
    ]);
    expect((await upload(owner, 'xlsx', 'not a workbook')).statusCode).toBe(400);
    expect(
      (await register(owner)).map((v: { name: string; tier: string }) => [v.name, v.tier]),
    ).toEqual([['Existing', 'high']]);
    expect(
      (await call(app, owner, 'GET', `/api/vendors/${existing.id}/events`)).json().data.total,
    ).toBe(1);
    expect(await auditCount(app, owner)).toBe(before);
  });

  it('updates the vendors a file names, with their timeline and audit', async () => {
    const owner = await buildOrg(app);
    const v = await createVendor(app, owner, { name: 'Mover', tier: 'medium' });
    const res = await upload(owner, 'csv', 'Name,Tier,Data kinds\nmover,critical,health\n');
    expect(res.json().data).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const after = (await call(app, owner, 'GET', `/api/vendors/${v.id}`)).json().data;
    expect(after).toMatchObject({
      name: 'mover',
      tier: 'critical',
      reviewCadenceDays: 90,
      dataKinds: ['health'],
    });
    // A name two vendors share cannot say which one a row means.
    await createVendor(app, owner, { name: 'MOVER' });
    const ambiguous = await upload(owner, 'csv', 'name,tier\nMover,low\n');
    expect(ambiguous.json().error.details).toEqual([
      {
        line: 2,
        field: 'name',
        message: '2 vendors are called Mover: rename one before importing',
      },
    ]);
    const events = (await call(app, owner, 'GET', `/api/vendors/${v.id}/events`)).json().data;
    expect(events.items[0].details).toEqual({
      fields: ['dataKinds', 'name', 'reviewCadenceDays', 'tier'],
    });
  });
});

const xlsx = async (rows: string[][]) => {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Vendors').addRows(rows);
  return Buffer.from(await wb.xlsx.writeBuffer());
};

/** The file with one column's cells emptied (the header kept). */
const clearColumn = async (format: TableFormat, bytes: Buffer, header: string) => {
  const table = await readTable(format, bytes);
  const at = table.headers.indexOf(header);
  for (const row of table.rows) row[at] = '';
  return writeTable(format, 'Vendors', table);
};
