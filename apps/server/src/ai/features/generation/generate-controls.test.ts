import { describe, expect, it } from 'vitest';
import type { AiJob, GenerationResult } from '@rampart/contracts';
import { listAiUsage } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildOrg } from '../../../testing/factories.ts';
import {
  BLANK,
  call,
  createRisk,
  dataOf,
  generate,
  generateBody,
  getJob,
  PHISHING,
  RANSOMWARE,
  useAppWithOwner,
} from './generation-kit.ts';

const { app, owner } = useAppWithOwner();

const STEPS = [
  'Analyzing Risk Context',
  'Identifying Relevant Controls',
  'Generating AI Recommendations',
  'Creating Control Mappings',
  'Calculating Implementation Plan',
  'Finalizing Results',
];

describe('POST /api/ai/controls/generate (offline engine)', () => {
  it('streams the job, the six steps in order with real content, then the result', async () => {
    const riskId = await createRisk(app(), owner(), PHISHING);
    const { res, events, jobId } = await generate(app(), owner(), riskId);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(events.map((e) => e.type)).toEqual([
      'job',
      'step',
      'step',
      'step',
      'step',
      'step',
      'step',
      'result',
    ]);
    const steps = events.filter((e) => e.type === 'step');
    expect(steps.map((s) => s.name)).toEqual(STEPS);
    expect(steps.map((s) => s.index)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(steps.map((s) => s.progress)).toEqual([17, 33, 50, 67, 83, 100]);
    expect(steps[0]!.detail).toBe(`"${PHISHING.title}": high risk (score 16), 0 controls mapped`);
    expect(steps[1]!.detail).toMatch(/^\d+ library controls matched; \d+ chosen/);
    expect(steps[2]!.detail).toMatch(/controls? drafted by the offline engine/);

    const result = (events.at(-1) as { result: GenerationResult }).result;
    expect(result.riskId).toBe(riskId);
    // Low tolerance asks for six controls; all fit 200 hours at enterprise rates.
    expect(result.controls.length).toBeGreaterThanOrEqual(3);
    expect(result.controls.length).toBeLessThanOrEqual(6);
    expect(result.mappings).toHaveLength(result.controls.length);
    const titles = result.controls.map((c) => c.title.toLowerCase()).join(' | ');
    expect(titles).toMatch(/multi-factor|phishing|awareness/);
    for (const c of result.controls) {
      expect(c.aiGenerated).toBe(true);
      expect(c.id.startsWith(`${riskId}.`)).toBe(true);
      // §9 at enterprise size: 16 × complexity × 1.5, $150 an hour.
      const factor = { simple: 0.5, moderate: 1, complex: 2 }[c.implementationComplexity];
      expect(c.estimatedHours).toBe(16 * factor * 1.5);
      expect(c.costPerHour).toBe(150);
      expect(c.estimatedCost).toBe(Math.round(c.estimatedHours * 150));
      expect(c.riskMitigationScore).toBe(
        c.priority === 'critical' ? 9 : c.priority === 'high' ? 8 : 7,
      );
      expect(c.aiConfidence).toBeGreaterThanOrEqual(0.3);
      expect(c.aiConfidence).toBeLessThanOrEqual(0.95);
      expect(c.description).toContain(`it addresses "${PHISHING.title}"`);
      expect(c.checklist).toHaveLength(5);
      const m = result.mappings.find((x) => x.controlId === c.id)!;
      expect(m.coverage).toBe(c.riskMitigationScore * 10);
      expect(m.effectiveness).toBe(c.riskMitigationScore >= 8 ? 'high' : 'medium');
      expect(m.mappingType).toBe(c.type);
      expect(m.rationale.length).toBeGreaterThan(10);
    }
    expect(result.estimatedTimeToImplement).toBe(
      result.controls.reduce((s, c) => s + c.estimatedHours, 0),
    );
    expect(result.estimatedCost).toBe(result.controls.reduce((s, c) => s + c.estimatedCost, 0));
    expect(result.analysis).toMatchObject({ engine: 'offline', model: null, fallbackUsed: false });

    // The job keeps the steps and the result: a reload shows them.
    const job: AiJob = await getJob(app(), owner(), jobId);
    expect(job).toMatchObject({
      kind: 'control_generation',
      status: 'completed',
      progress: 100,
      label: PHISHING.title,
      engine: 'offline',
      applied: false,
      riskIds: [riskId],
    });
    expect(job.steps.map((s) => s.name)).toEqual(STEPS);
    expect(job.results).toEqual([result]);
    expect(job.settings.constraints.maxImplementationHours).toBe(200);
    expect(job.settings.organizationContext.industry).toBe('technology');
  });

  it('applies the §5 fallbacks and the constraints', async () => {
    const riskId = await createRisk(app(), owner(), PHISHING);
    const { events, jobId } = await generate(app(), owner(), riskId, {
      preferredFrameworks: [],
      constraints: {
        maxImplementationHours: 'lots',
        allowedComplexity: ['Simple', 'Moderate'],
        excludeCategories: ['hr-security'],
      },
    });
    const job: AiJob = await getJob(app(), owner(), jobId);
    expect(job.settings.preferredFrameworks).toEqual(['SOC2']);
    expect(job.settings.constraints.maxImplementationHours).toBe(80);
    const result = (events.at(-1) as { result: GenerationResult }).result;
    expect(result.controls.every((c) => c.implementationComplexity !== 'complex')).toBe(true);
    expect(result.controls.every((c) => c.category.id !== 'hr-security')).toBe(true);
    expect(result.estimatedTimeToImplement).toBeLessThanOrEqual(80);
    const reasons = new Set(result.analysis.excluded.map((e) => e.reason));
    expect(reasons.has('Complexity not allowed')).toBe(true);
  });

  it('keeps the plan within the hours limit, leaving out what does not fit', async () => {
    const riskId = await createRisk(app(), owner(), RANSOMWARE);
    const { events } = await generate(app(), owner(), riskId, {
      constraints: { maxImplementationHours: 30 },
    });
    const result = (events.at(-1) as { result: GenerationResult }).result;
    expect(result.estimatedTimeToImplement).toBeLessThanOrEqual(30);
    expect(result.analysis.excluded.some((e) => e.reason === 'Over the hours limit')).toBe(true);
  });

  it('records one offline usage row per generation', async () => {
    const org = await buildOrg(app());
    const riskId = await createRisk(app(), org, PHISHING);
    await generate(app(), org, riskId);
    const database = await testDatabase();
    const usage = await listAiUsage(database.db, org.user.organizationId, { limit: 10 });
    expect(usage.rows.map((r) => [r.feature, r.engine, r.outcome])).toEqual([
      ['control-generation', 'offline', 'ok'],
    ]);
  });

  it('refuses a risk with no usable context: 400, the job failed with results empty', async () => {
    const riskId = await createRisk(app(), owner(), BLANK);
    const res = await call(
      app(),
      owner(),
      'POST',
      '/api/ai/controls/generate',
      generateBody(riskId),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toMatchObject({
      code: 'INVALID_REQUEST',
      message: 'Request context is required',
    });
    const job: AiJob = await getJob(app(), owner(), body.error.details.jobId);
    expect(job).toMatchObject({
      status: 'failed',
      error: 'Request context is required',
      results: [],
    });
    expect(job.steps).toEqual([]);
  });

  it('answers 404 for a risk it cannot see, creating no job', async () => {
    const before = dataOf(await call(app(), owner(), 'GET', '/api/ai/jobs')).total;
    const res = await call(
      app(),
      owner(),
      'POST',
      '/api/ai/controls/generate',
      generateBody('rsk_missing'),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Risk not found');
    expect(dataOf(await call(app(), owner(), 'GET', '/api/ai/jobs')).total).toBe(before);
  });

  it('validates the request', async () => {
    const riskId = await createRisk(app(), owner(), PHISHING);
    const res = await call(app(), owner(), 'POST', '/api/ai/controls/generate', {
      ...generateBody(riskId),
      organizationContext: { industry: 'Aerospace', size: 'enterprise' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/ai/jobs', () => {
  it('lists the organisation’s jobs, newest first, paged', async () => {
    const org = await buildOrg(app());
    const a = await createRisk(app(), org, PHISHING);
    const b = await createRisk(app(), org, RANSOMWARE);
    const first = await generate(app(), org, a);
    const second = await generate(app(), org, b);
    const page1 = dataOf(await call(app(), org, 'GET', '/api/ai/jobs?limit=1'));
    expect(page1.total).toBe(2);
    expect(page1.items.map((j: { id: string }) => j.id)).toEqual([second.jobId]);
    expect(page1.items[0]).toMatchObject({
      label: RANSOMWARE.title,
      status: 'completed',
      totals: { risks: 1, batches: 1, batchesDone: 1 },
    });
    const page2 = dataOf(
      await call(app(), org, 'GET', `/api/ai/jobs?limit=1&cursor=${page1.nextCursor}`),
    );
    expect(page2.items.map((j: { id: string }) => j.id)).toEqual([first.jobId]);
    expect(page2.nextCursor).toBeNull();
  });
});
