import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { FRAMEWORKS, recommendedControls } from '@rampart/db/library';
import { testApp } from '../../testing/app.ts';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';
import { upload } from '../evidence/evidence.fixtures.ts';
import { pdfBytes } from '../evidence/multipart-body.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (who: SignedIn, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: who.cookie } });
const data = async (who: SignedIn, method: Method, url: string, payload?: object) => {
  const res = await call(who, method, url, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
};
const req = (frameworkId: string, requirementId: string) =>
  `/api/frameworks/${frameworkId}/requirements/${encodeURIComponent(requirementId)}`;

type Requirement = {
  id: string;
  status: string;
  reasons: string[];
  controls: { id: string; state: string; gaps: string[] }[];
};

describe('frameworks', () => {
  it('lists the seven built-in frameworks, none tracked by a new organisation', async () => {
    const owner = await buildOrg(app);
    const list = await data(owner, 'GET', '/api/frameworks');
    expect(list.items.map((f: { id: string }) => f.id)).toEqual(FRAMEWORKS.map((f) => f.id));
    const iso = list.items.find((f: { id: string }) => f.id === 'ISO27001');
    expect(iso).toMatchObject({ selected: false, summary: null, requirementCount: 93 });
    expect(iso.abilities).toEqual({ update: true, delete: false });
    expect(list).toMatchObject({ total: FRAMEWORKS.length, nextCursor: null });
    // Paged, the same frameworks in the same order, to the end.
    const first = await data(owner, 'GET', '/api/frameworks?limit=3');
    expect(first).toMatchObject({ total: FRAMEWORKS.length });
    expect(first.items).toHaveLength(3);
    const ids: string[] = first.items.map((f: { id: string }) => f.id);
    let cursor: string | null = first.nextCursor;
    while (cursor) {
      const next = await data(owner, 'GET', `/api/frameworks?limit=3&cursor=${cursor}`);
      ids.push(...next.items.map((f: { id: string }) => f.id));
      cursor = next.nextCursor;
    }
    expect(ids).toEqual(FRAMEWORKS.map((f) => f.id));
    expect((await call(owner, 'GET', '/api/frameworks?limit=201')).json().error.details).toEqual([
      expect.objectContaining({ field: 'limit' }),
    ]);
  });

  it('adopts ISO 27001 recommended controls with the §9 effort rules; one control counts for ISO and SOC 2', async () => {
    const owner = await buildOrg(app);
    await data(owner, 'PUT', '/api/frameworks/SOC2/selection');
    const expected = recommendedControls('ISO27001').map((c) => c.id);
    const recommended = await data(owner, 'GET', '/api/frameworks/ISO27001/recommended');
    expect(recommended.items.map((c: { id: string }) => c.id)).toEqual(expected);
    expect(recommended.items.length).toBeLessThanOrEqual(10);
    expect(
      recommended.items.every((c: { importance: string }) => c.importance === 'MANDATORY'),
    ).toBe(true);
    expect(recommended).toMatchObject({ total: expected.length, nextCursor: null });
    const two = await data(owner, 'GET', '/api/frameworks/ISO27001/recommended?limit=2');
    const rest = await data(
      owner,
      'GET',
      `/api/frameworks/ISO27001/recommended?limit=200&cursor=${two.nextCursor}`,
    );
    expect([...two.items, ...rest.items].map((c: { id: string }) => c.id)).toEqual(expected);

    const result = await data(owner, 'POST', '/api/frameworks/ISO27001/recommended/adopt');
    expect(
      result.created.map((c: { libraryControlId: string }) => c.libraryControlId).sort(),
    ).toEqual([...expected].sort());
    expect(result.skipped).toEqual([]);
    const control = await data(owner, 'GET', `/api/controls/${result.created[0].controlId}`);
    expect(control).toMatchObject({
      libraryControlId: result.created[0].libraryControlId,
      implementationStatus: 'not_started',
      implementationProgress: 0,
      priority: 'critical',
      implementationComplexity: 'complex',
      frequency: 'MONTHLY',
      estimatedHours: 24,
      costPerHour: 100,
      estimatedCost: 2400,
      riskMitigationScore: 9,
    });
    expect(control.checklist).toHaveLength(5);

    // Adopting again creates nothing.
    const again = await data(owner, 'POST', '/api/frameworks/ISO27001/recommended/adopt');
    expect(again.created).toEqual([]);
    expect(again.skipped).toHaveLength(expected.length);

    const list = await data(owner, 'GET', '/api/frameworks');
    const tracked = list.items.filter((f: { selected: boolean }) => f.selected);
    expect(tracked.map((f: { id: string }) => f.id).sort()).toEqual(['ISO27001', 'SOC2']);

    const iso = await data(owner, 'GET', '/api/frameworks/ISO27001');
    const soc = await data(owner, 'GET', '/api/frameworks/SOC2');
    const servedBy = (reqs: Requirement[]) =>
      new Set(reqs.flatMap((r) => r.controls.map((c) => c.id)));
    const inBoth = [...servedBy(iso.requirements)].filter((id) =>
      servedBy(soc.requirements).has(id),
    );
    expect(inBoth.length).toBeGreaterThan(0);
    expect(soc.framework.summary.notMet).toBeGreaterThan(0);
  });

  it('derives a requirement status from its control: not started, partly met, then met', async () => {
    const owner = await buildOrg(app);
    // HIPAA 164.308(a)(1)(ii)(B) risk management: find one library control for it and adopt it alone.
    const detail0 = await data(owner, 'GET', req('ISO27001', 'ISO27001:2022-A.5.15'));
    expect(detail0.requirement.status).toBe('not_met');
    expect(detail0.requirement.reasons).toEqual(['No control addresses this requirement']);
    const lib = detail0.libraryControls[0];
    const adopted = await data(owner, 'POST', '/api/library/controls/adopt', {
      libraryControlIds: [lib.id],
    });
    const controlId = adopted.created[0].controlId;
    const status = async (): Promise<Requirement> =>
      (await data(owner, 'GET', req('ISO27001', 'ISO27001:2022-A.5.15'))).requirement;

    let r = await status();
    expect(r.status).toBe('not_met');
    expect(r.controls[0]).toMatchObject({ id: controlId, state: 'not_started' });

    // Implemented needs every checklist step done (decision 025).
    const { checklist } = await data(owner, 'GET', `/api/controls/${controlId}`);
    await data(owner, 'PATCH', `/api/controls/${controlId}`, {
      implementationStatus: 'implemented',
      checklist: checklist.map((item: object) => ({ ...item, done: true })),
    });
    r = await status();
    expect(r.status).toBe('partly_met');
    expect(r.controls[0]!.gaps).toEqual(['Not tested yet', 'No evidence']);

    const ev = await upload(app, owner, [
      { name: 'title', value: 'Access review' },
      { name: 'controlId', value: controlId },
      { name: 'file', fileName: 'review.pdf', contentType: 'application/pdf', data: pdfBytes() },
    ]);
    expect(ev.statusCode).toBe(200);
    await data(owner, 'POST', `/api/controls/${controlId}/complete-test`, {
      result: 'pass',
      effectiveness: 0.5,
    });
    r = await status();
    expect(r.status).toBe('partly_met');
    expect(r.controls[0]!.gaps).toEqual(['Last test effectiveness 50% is below 60%']);

    await data(owner, 'POST', `/api/controls/${controlId}/complete-test`, {
      result: 'pass',
      effectiveness: 0.9,
    });
    r = await status();
    expect(r.status).toBe('met');
    expect(r.reasons).toEqual([]);
    const control = await data(owner, 'GET', `/api/controls/${controlId}`);
    expect(control.implementationProgress).toBe(100);
  });

  it('declares a requirement not applicable only with a reason, and back', async () => {
    const owner = await buildOrg(app);
    await data(owner, 'PUT', '/api/frameworks/ISO27001/selection');
    const url = `${req('ISO27001', 'ISO27001:2022-A.7.5')}/applicability`;
    const bad = await call(owner, 'PUT', url, { applicable: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('reason');

    const na = await data(owner, 'PUT', url, {
      applicable: false,
      reason: 'No premises: fully remote company',
    });
    expect(na).toMatchObject({
      status: 'not_applicable',
      reasons: ['No premises: fully remote company'],
      applicability: { applicable: false, reason: 'No premises: fully remote company' },
    });
    const fw = await data(owner, 'GET', '/api/frameworks/ISO27001');
    expect(fw.framework.summary).toMatchObject({ total: 93, notApplicable: 1, notMet: 92 });

    const back = await data(owner, 'PUT', url, { applicable: true });
    expect(back).toMatchObject({ status: 'not_met', applicability: null });
  });

  it('maps and unmaps an existing control by hand', async () => {
    const owner = await buildOrg(app);
    const stranger = await buildOrg(app);
    const mine = await data(owner, 'POST', '/api/controls', { title: 'Quarterly access review' });
    const theirs = await data(stranger, 'POST', '/api/controls', { title: 'Not yours' });
    const url = `${req('SOC2', 'SOC2-CC6.2')}/controls`;

    const mapped = await data(owner, 'POST', url, {
      controlId: mine.id,
      statement: 'Reviewed by IT',
    });
    expect(mapped.controls).toEqual([
      expect.objectContaining({ id: mine.id, source: 'manual', statement: 'Reviewed by IT' }),
    ]);
    expect((await call(owner, 'POST', url, { controlId: mine.id })).statusCode).toBe(409);
    const foreign = await call(owner, 'POST', url, { controlId: theirs.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details[0].field).toBe('controlId');

    const unmapped = await data(owner, 'DELETE', `${url}/${mine.id}`);
    expect(unmapped.controls).toEqual([]);
    expect((await call(owner, 'DELETE', `${url}/${mine.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', req('SOC2', 'SOC2-NOPE'))).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/frameworks/NOPE')).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', '/api/frameworks/ISO27001')).statusCode).toBe(409);
  });

  it('lists gaps mandatory first and exports them to XLSX and PDF', async () => {
    const owner = await buildOrg(app, { organizationName: 'Gap Co' });
    await data(owner, 'PUT', '/api/frameworks/PCI-DSS/selection');
    const gaps = await data(owner, 'GET', '/api/frameworks/PCI-DSS/gaps?limit=200');
    const fw = await data(owner, 'GET', '/api/frameworks/PCI-DSS');
    expect(gaps.items).toHaveLength(fw.requirements.length);
    expect(gaps).toMatchObject({
      framework: { id: 'PCI-DSS' },
      total: fw.requirements.length,
      nextCursor: null,
    });
    // Paged, the framework and the time stay beside each page; the pages hold every gap once.
    const first = await data(owner, 'GET', '/api/frameworks/PCI-DSS/gaps?limit=5');
    expect(first).toMatchObject({ framework: { id: 'PCI-DSS' }, total: gaps.total });
    expect(first.generatedAt).toEqual(expect.any(String));
    const rest = await data(
      owner,
      'GET',
      `/api/frameworks/PCI-DSS/gaps?limit=200&cursor=${first.nextCursor}`,
    );
    expect(rest.nextCursor).toBeNull();
    expect([...first.items, ...rest.items]).toEqual(gaps.items);
    const mandatory = gaps.items.map(
      (g: { requirement: { mandatory: boolean } }) => g.requirement.mandatory,
    );
    expect(mandatory).toEqual([...mandatory].sort((a, b) => Number(b) - Number(a)));
    const withLibrary = gaps.items.find(
      (g: { libraryControls: unknown[] }) => g.libraryControls.length,
    );
    expect(withLibrary.libraryControls[0].adoptedControlId).toBeNull();

    const xlsx = await call(owner, 'GET', '/api/frameworks/PCI-DSS/gaps/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(
      /attachment; filename="rampart-gaps-.*\.xlsx"/,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Gaps')!;
    expect(String(sheet.getCell('A1').value)).toContain('Gap analysis: Payment Card Industry');
    expect(sheet.getCell('A2').value).toBe('Gap Co');
    const header = sheet.getRow(5).values as unknown[];
    expect(header.slice(1, 3)).toEqual(['Priority', 'Requirement']);
    expect(sheet.getCell('B6').value).toBe(gaps.items[0].requirement.code);

    const pdf = await call(owner, 'GET', '/api/frameworks/PCI-DSS/gaps/export?format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(5000);

    const bad = await call(owner, 'GET', '/api/frameworks/PCI-DSS/gaps/export?format=doc');
    expect(bad.statusCode).toBe(400);
  });
});

describe('control library', () => {
  it('searches with full-text search and ranks the closest first', async () => {
    const owner = await buildOrg(app);
    const res = await data(
      owner,
      'GET',
      `/api/library/controls?q=${encodeURIComponent('segregation of duties')}`,
    );
    expect(res.items[0].name.toLowerCase()).toContain('segregation');
    expect(res.items[0].rank).toBeGreaterThan(0);
    expect(res.items[0].requirements.length).toBeGreaterThan(0);
    const filtered = await data(
      owner,
      'GET',
      '/api/library/controls?importance=ADVANCED&limit=200',
    );
    expect(filtered.items.every((c: { importance: string }) => c.importance === 'ADVANCED')).toBe(
      true,
    );
    expect(filtered.items[0].effort).toMatchObject({
      estimatedHours: 8,
      implementationComplexity: 'simple',
      priority: 'medium',
      frequency: 'ANNUALLY',
    });
    const bad = await call(owner, 'GET', '/api/library/controls?importance=NOPE');
    expect(bad.statusCode).toBe(400);
  });

  it("costs adoption by the organisation's size", async () => {
    const owner = await buildOrg(app);
    await data(owner, 'PATCH', '/api/organizations/current', { size: 'enterprise' });
    const mandatory = await data(
      owner,
      'GET',
      '/api/library/controls?importance=MANDATORY&limit=1',
    );
    expect(mandatory.items[0].effort).toMatchObject({
      estimatedHours: 36,
      costPerHour: 150,
      estimatedCost: 5400,
    });
    await data(owner, 'PATCH', '/api/organizations/current', { size: 'startup' });
    const startup = await data(owner, 'GET', `/api/library/controls/${mandatory.items[0].id}`);
    expect(startup.effort).toMatchObject({
      estimatedHours: 16.8,
      costPerHour: 75,
      estimatedCost: 1260,
    });
  });

  it('adopts one control, names an unknown id, and changes nothing on failure', async () => {
    const owner = await buildOrg(app);
    const first = (await data(owner, 'GET', '/api/library/controls?limit=1')).items[0];
    const bad = await call(owner, 'POST', '/api/library/controls/adopt', {
      libraryControlIds: [first.id, 'LIB-NOPE'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('libraryControlIds.1');
    expect((await data(owner, 'GET', '/api/controls')).total).toBe(0);
    const ok = await data(owner, 'POST', '/api/library/controls/adopt', {
      libraryControlIds: [first.id],
    });
    expect(ok.created).toHaveLength(1);
    const after = await data(owner, 'GET', `/api/library/controls/${first.id}`);
    expect(after.adoptedControlId).toBe(ok.created[0].controlId);
  });
});
