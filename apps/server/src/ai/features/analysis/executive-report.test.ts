import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../../testing/app.ts';
import { buildOrg } from '../../../testing/factories.ts';
import { call, orgWithHistory, sentPrompt, useModelApp } from './analysis-test-kit.ts';

describe('POST /api/ai/reports/executive, offline', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });

  it('sums up the register, controls and compliance from the data', async () => {
    const owner = await buildOrg(app, { organizationName: 'Acme Payroll' });
    await orgWithHistory(app, owner);
    const res = await call(app, owner, 'POST', '/api/ai/reports/executive', { format: 'json' });
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r).toMatchObject({
      engine: 'offline',
      model: null,
      organizationName: 'Acme Payroll',
      risks: {
        total: 4,
        open: 3,
        inherent: { critical: 1, high: 2, medium: 0, low: 0 },
        residual: { critical: 1, high: 1, medium: 1, low: 0 },
        withoutControls: 2,
        opened: 4,
        closed: 1,
        averageInherentNow: 20.3,
      },
      controls: {
        total: 2,
        active: 2,
        bands: { high: 1, medium: 0, low: 1, untested: 0 },
        ineffective: 1,
        testsCompleted: 2,
        testsPassed: 1,
        passRate: 0.5,
      },
      compliance: { frameworks: [expect.objectContaining({ id: 'SOX-ITGC' })] },
    });
    expect(r.risks.top.map((t: { title: string }) => t.title)).toEqual([
      'Ransomware',
      'Phishing',
      'Payroll fraud',
    ]);
    expect(r.narrative.overview).toBe(
      'Acme Payroll tracks 4 risks (3 open) and 2 controls. After controls, 2 risks are high or critical and 2 risks have no control mapped.',
    );
    expect(r.narrative.controls).toContain('1 of 2 tests in the last 90 days passed (50%)');
    expect(r.narrative.compliance).toMatch(/^SOX/);
  });

  it('downloads a PDF with a title page and sections', async () => {
    const owner = await buildOrg(app);
    await orgWithHistory(app, owner);
    const res = await call(app, owner, 'POST', '/api/ai/reports/executive', { format: 'pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="rampart-executive-report-\d{4}-\d{2}-\d{2}\.pdf";/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Title page plus at least one page of sections.
    expect(
      (res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('an empty organisation gets a report that says so', async () => {
    const owner = await buildOrg(app, { organizationName: 'Empty Ltd' });
    const r = (await call(app, owner, 'POST', '/api/ai/reports/executive', {})).json().data;
    expect(r.narrative.overview).toBe(
      'Empty Ltd has no risks or controls in Rampart yet, so there is nothing to report.',
    );
    expect(r.confidence).toBe(0.45);
    const bad = await call(app, owner, 'POST', '/api/ai/reports/executive', { format: 'docx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('format');
  });
});

describe('POST /api/ai/reports/executive, with the model', () => {
  const { app, stub } = useModelApp();

  const narrative = {
    overview: 'The model overview.',
    risks: 'The model risks.',
    controls: 'The model controls.',
    compliance: 'The model compliance.',
  };

  it('has the model write the paragraphs over the computed figures, also in the PDF', async () => {
    const owner = await buildOrg(app());
    await orgWithHistory(app(), owner);
    stub().reply({ json: narrative });
    const r = (await call(app(), owner, 'POST', '/api/ai/reports/executive', {})).json().data;
    expect(r).toMatchObject({ engine: 'openai', narrative, risks: { total: 4 } });
    const facts = JSON.parse(sentPrompt(stub()).user);
    expect(facts.risks.total).toBe(4);
    expect(facts.controls.ineffective).toBe(1);
    stub().reply({ json: narrative });
    const pdf = await call(app(), owner, 'POST', '/api/ai/reports/executive', { format: 'pdf' });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('falls back to the template paragraphs, and fails with the spec message', async () => {
    const owner = await buildOrg(app(), { organizationName: 'Fallback Co' });
    await orgWithHistory(app(), owner);
    stub().reply({ json: { overview: 'only this' } });
    const r = (await call(app(), owner, 'POST', '/api/ai/reports/executive', {})).json().data;
    expect(r.fallbackUsed).toBe(true);
    expect(r.narrative.overview).toMatch(/^Fallback Co tracks 4 risks/);
    stub().reply({ status: 500 }, { status: 500 }, { status: 500 });
    const res = await call(app(), owner, 'POST', '/api/ai/reports/executive', { format: 'pdf' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatchObject({
      code: 'CONTENT_GENERATION_FAILED',
      message: 'AI report generation failed',
    });
  });
});
