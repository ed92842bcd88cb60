import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call } from '../../testing/calls.ts';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';
import { evidenceApp, insertControl, upload } from '../evidence/evidence.fixtures.ts';
import {
  docxWithText,
  DOCX_TYPE,
  pdfWithText,
  xlsxWithRows,
  XLSX_TYPE,
} from '../../testing/office-files.ts';
import { createDocumentAs, pdfPart, postVersion } from './document-test-kit.ts';

/**
 * The list of documents and evidence files: text read from PDF, DOCX and XLSX by the background
 * job and found by search, needs-review, filters, and the CSV and XLSX exports.
 */
let env: Awaited<ReturnType<typeof evidenceApp>>;
let app: FastifyInstance;
let owner: SignedIn;
let control: string;
let policyId: string;
beforeAll(async () => {
  env = await evidenceApp();
  app = env.app;
  owner = await buildOrg(app, { name: 'Sam Searcher' });
  control = await insertControl(env.database, owner.user.organizationId);
  policyId = (
    await createDocumentAs(
      app,
      owner,
      { title: 'Acceptable use policy', reviewDate: '2020-01-01' },
      pdfPart('aup.pdf', await pdfWithText('Staff must never feed the capybara after midnight.')),
    )
  ).id;
  await createDocumentAs(
    app,
    owner,
    { title: 'Onboarding procedure', kind: 'procedure' },
    {
      name: 'file',
      fileName: 'onboarding.docx',
      contentType: DOCX_TYPE,
      data: docxWithText(['Issue the laptop', 'Enrol the axolotl token']),
    },
  );
  await createDocumentAs(
    app,
    owner,
    { title: 'Asset register', kind: 'other', expiresAt: '2099-12-31' },
    {
      name: 'file',
      fileName: 'assets.xlsx',
      contentType: XLSX_TYPE,
      data: await xlsxWithRows([
        ['Asset', 'Custodian'],
        ['Server room key', 'Pangolin desk'],
      ]),
    },
  );
  const evidence = await upload(app, owner, [
    { name: 'title', value: 'Firewall rules export' },
    { name: 'controlId', value: control },
    { name: 'expiresAt', value: '2021-06-30' },
    {
      name: 'file',
      fileName: 'rules.csv',
      contentType: 'text/csv',
      data: Buffer.from('rule,action\nossifrage,deny\n'),
    },
  ]);
  expect(evidence.statusCode, evidence.body).toBe(200);
  // The text jobs of every upload above (and of any earlier test file in this worker).
  await app.jobs.drain();
}, 120_000);
afterAll(() => env.close());

const list = async (query = '') =>
  (await call(app, owner, 'GET', `/api/documents${query}`)).json().data;
const titles = async (query = '') =>
  (await list(query)).items.map((i: { title: string }) => i.title);

describe('the documents list', () => {
  it('holds documents and evidence files together, evidence with its control', async () => {
    const data = await list('?sortBy=title&sortDirection=asc');
    expect(data.total).toBe(4);
    expect(
      data.items.map((i: { source: string; title: string }) => `${i.source}: ${i.title}`),
    ).toEqual([
      'document: Acceptable use policy',
      'document: Asset register',
      'evidence: Firewall rules export',
      'document: Onboarding procedure',
    ]);
    const evidence = data.items[2];
    expect(evidence).toMatchObject({
      kind: null,
      status: null,
      owner: { id: owner.user.id, name: 'Sam Searcher' },
      control: { id: control, title: 'MFA' },
      fileName: 'rules.csv',
    });
    // Every row opens by its id: a document as a document, an evidence file as its record.
    for (const item of data.items as { id: string; source: string; title: string }[]) {
      const opened = await call(app, owner, 'GET', `/api/documents/${item.id}`);
      expect(opened.statusCode).toBe(200);
      expect(opened.json().data).toMatchObject({ id: item.id, source: item.source });
    }
    const asEvidence = (await call(app, owner, 'GET', `/api/evidence/${evidence.id}`)).json().data;
    expect((await call(app, owner, 'GET', `/api/documents/${evidence.id}`)).json().data).toEqual({
      ...asEvidence,
      source: 'evidence',
    });
    expect(evidence.downloadUrl).toMatch(/^\/api\/evidence\/.+\/download$/);
    expect(data.items[0]).toMatchObject({ status: 'draft', versionNumber: 1, fileName: 'aup.pdf' });
    const file = await call(app, owner, 'GET', data.items[0].downloadUrl);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('finds words inside PDF, DOCX, XLSX and evidence files', async () => {
    expect(await titles('?search=capybara')).toEqual(['Acceptable use policy']);
    expect(await titles('?search=axolotl')).toEqual(['Onboarding procedure']);
    expect(await titles('?search=pangolin')).toEqual(['Asset register']);
    expect(await titles('?search=ossifrage')).toEqual(['Firewall rules export']);
    // Titles match by their letters, texts by their words (english stems: "feeding" finds "feed").
    expect(await titles('?search=Onboard')).toEqual(['Onboarding procedure']);
    expect(await titles('?search=feeding%20capybaras')).toEqual(['Acceptable use policy']);
    const detail = (await call(app, owner, 'GET', `/api/documents/${policyId}`)).json().data;
    expect(detail.versions[0].text).toEqual({ status: 'extracted', note: null });
  });

  it('searches the current version only, and notes a file whose text could not be read', async () => {
    const res = await postVersion(
      app,
      owner,
      policyId,
      pdfPart('aup-v2.pdf', Buffer.from('%PDF-1.4\nnot a PDF after all\n')),
    );
    expect(res.statusCode).toBe(200);
    await app.jobs.drain();
    expect(await titles('?search=capybara')).toEqual([]);
    const detail = (await call(app, owner, 'GET', `/api/documents/${policyId}`)).json().data;
    expect(
      detail.versions.map((v: { number: number; text: { status: string } }) => [
        v.number,
        v.text.status,
      ]),
    ).toEqual([
      [2, 'failed'],
      [1, 'extracted'],
    ]);
    expect(detail.versions[0].text.note).toMatch(/^Text not extracted/);
  });

  it('flags what needs review and filters by it, by source, kind, status and owner', async () => {
    const data = await list('?needsReview=true&sortBy=title&sortDirection=asc');
    expect(
      data.items.map((i: { title: string; reviewReasons: string[] }) => [i.title, i.reviewReasons]),
    ).toEqual([
      ['Acceptable use policy', ['review_due']],
      ['Firewall rules export', ['expired']],
    ]);
    expect(await titles('?needsReview=false&sortBy=title&sortDirection=asc')).toEqual([
      'Asset register',
      'Onboarding procedure',
    ]);
    expect(await titles('?source=evidence')).toEqual(['Firewall rules export']);
    expect(await titles('?kind=procedure')).toEqual(['Onboarding procedure']);
    expect((await list('?status=approved')).total).toBe(0);
    expect((await list(`?ownerUserId=${owner.user.id}`)).total).toBe(1);
    expect((await list('?limit=2&sortBy=title')).items).toHaveLength(2);
  });

  it('refuses a bad filter with a 400 naming it', async () => {
    for (const [query, field] of [
      ['?kind=novel', 'kind.0'],
      ['?sortBy=size', 'sortBy'],
      ['?needsReview=maybe', 'needsReview'],
      ['?source=email', 'source'],
    ]) {
      const res = await call(app, owner, 'GET', `/api/documents${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });
});

describe('exports', () => {
  it('writes the filtered list as CSV', async () => {
    const res = await call(
      app,
      owner,
      'GET',
      '/api/documents/export?format=csv&needsReview=true&sortBy=title&sortDirection=asc',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/rampart-documents-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'ID,Source,Title,Kind,Status,Owner,Version,File name,Review date,Expires,Needs review,Control,Vendor,Links,Updated',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 3))).toEqual([
      ['Document', 'Acceptable use policy'],
      ['Evidence', 'Firewall rules export'],
    ]);
  });

  it('writes every row as XLSX', async () => {
    const res = await call(
      app,
      owner,
      'GET',
      '/api/documents/export?format=xlsx&sortBy=title&sortDirection=asc',
    );
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Documents')!;
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(3).getCell(3).text).toBe('Asset register');
    expect(sheet.getRow(3).getCell(4).text).toBe('Other');
    expect(sheet.getRow(4).getCell(12).text).toBe('MFA');
  });
});
