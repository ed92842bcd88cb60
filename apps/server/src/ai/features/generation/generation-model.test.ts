import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AiJob, GenerationEvent, GenerationResult } from '@rampart/contracts';
import { testApp } from '../../../testing/app.ts';
import { buildOrg } from '../../../testing/factories.ts';
import { useStubbedApp } from '../../testing/ai-test-kit.ts';
import {
  call,
  createRisk,
  generate,
  generateBody,
  getJob,
  parseEvents,
  PHISHING,
} from './generation-kit.ts';

const { app, stub } = useStubbedApp({
  AI_BREAKER_FAILURES: '1000',
  AI_CACHE_TTL_MS: '0',
  AI_MAX_RETRIES: '1',
});
let offlineApp: FastifyInstance;
let candidates: string[];

beforeAll(async () => {
  // The offline engine picks the same candidates for the same risk in a fresh organisation.
  offlineApp = await testApp();
  const org = await buildOrg(offlineApp);
  const { events } = await generate(offlineApp, org, await createRisk(offlineApp, org, PHISHING));
  candidates = (events.at(-1) as { result: GenerationResult }).result.controls.map(
    (c) => c.libraryControlId!,
  );
});

const resultOf = (events: GenerationEvent[]) =>
  (events.find((e) => e.type === 'result') as { result: GenerationResult }).result;

const modelControl = (libraryControlId: string, title: string, confidence?: number) => ({
  libraryControlId,
  title,
  description: `Enforce ${title.toLowerCase()} for every workforce account in Okta.`,
  automationPotential: 'full',
  rationale: 'Stolen passwords alone no longer open an account.',
  tags: ['okta'],
  confidence,
});

describe('control generation with a model (OpenAI-compatible stub)', () => {
  it('uses the structured output grounded in the candidates; invented ids are dropped', async () => {
    const owner = await buildOrg(app());
    const riskId = await createRisk(app(), owner, PHISHING);
    stub().reply({
      json: {
        controls: [
          modelControl(candidates[1]!, 'Phishing-resistant MFA on Okta', 0.9),
          modelControl('LIB-INVENTED-999', 'Something made up', 0.99),
          modelControl(candidates[0]!, 'DMARC reject and link scanning'),
          modelControl(candidates[1]!, 'Duplicate of the first'),
        ],
      },
    });
    const { events, jobId } = await generate(app(), owner, riskId);
    const steps = events.filter((e) => e.type === 'step');
    expect(steps).toHaveLength(6);
    expect(steps[2]!.detail).toBe('2 controls drafted by gpt-4o-mini');
    const result = resultOf(events);
    expect(result.controls.map((c) => [c.title, c.libraryControlId])).toEqual([
      ['Phishing-resistant MFA on Okta', candidates[1]],
      ['DMARC reject and link scanning', candidates[0]],
    ]);
    expect(result.analysis).toMatchObject({
      engine: 'openai',
      model: 'gpt-4o-mini',
      fallbackUsed: false,
    });
    // The model's own confidence, capped at the result's plus the model bonus; §9's 0.85 when absent.
    expect(result.controls[0]!.aiConfidence).toBe(
      Math.min(0.9, Math.round((result.analysis.confidence + 0.05) * 100) / 100),
    );
    expect(result.controls[1]!.aiConfidence).toBe(
      Math.min(0.85, Math.round((result.analysis.confidence + 0.05) * 100) / 100),
    );
    expect(result.controls[0]!.automationPotential).toBe('full');
    expect(result.controls[0]!.tags).toContain('okta');
    // §9 numbers still come from the rules, not the model.
    expect(result.controls[0]!.costPerHour).toBe(150);

    const body = stub().requests[0]!.body;
    const prompt = body.messages.find((m: { role: string }) => m.role === 'user').content;
    expect(prompt).toContain(PHISHING.title);
    for (const id of candidates) expect(prompt).toContain(id);
    expect(prompt).toContain('Okta');
    const job: AiJob = await getJob(app(), owner, jobId);
    expect(job).toMatchObject({ status: 'completed', engine: 'openai' });
  });

  it('falls back to the offline drafts when the output is unusable', async () => {
    const owner = await buildOrg(app());
    const riskId = await createRisk(app(), owner, PHISHING);
    stub().reply({ text: 'Sure! Here are some great controls: MFA, training, DMARC.' });
    const { events } = await generate(app(), owner, riskId);
    const result = resultOf(events);
    expect(result.analysis).toMatchObject({ engine: 'openai', fallbackUsed: true });
    expect(result.controls.map((c) => c.libraryControlId)).toEqual(candidates);
    // Unusable output costs confidence (aiConfidence's fallback signal).
    expect(result.analysis.confidence).toBeLessThan(0.6);
    expect(events.filter((e) => e.type === 'step')[2]!.detail).toContain(
      'model output unusable: offline drafts',
    );
  });

  it('falls back when the model names no candidate', async () => {
    const owner = await buildOrg(app());
    const riskId = await createRisk(app(), owner, PHISHING);
    stub().reply({ json: { controls: [modelControl('LIB-NOPE-1', 'Invented control')] } });
    const result = resultOf((await generate(app(), owner, riskId)).events);
    expect(result.analysis.fallbackUsed).toBe(true);
    expect(result.controls.map((c) => c.libraryControlId)).toEqual(candidates);
  });

  it('a failed model call fails the job: an error event after the steps done, results empty', async () => {
    const owner = await buildOrg(app());
    const riskId = await createRisk(app(), owner, PHISHING);
    stub().reply({ status: 500 });
    const res = await call(app(), owner, 'POST', '/api/ai/controls/generate', generateBody(riskId));
    expect(res.statusCode).toBe(200);
    const events = parseEvents(res.body);
    expect(events.map((e) => e.type)).toEqual(['job', 'step', 'step', 'error']);
    const error = events.at(-1) as { code: string; message: string; jobId: string };
    expect(error).toMatchObject({
      code: 'CONTENT_GENERATION_FAILED',
      message: 'Unable to generate content at this time',
    });
    const job: AiJob = await getJob(app(), owner, error.jobId);
    expect(job).toMatchObject({
      status: 'failed',
      error: 'Unable to generate content at this time',
      results: [],
    });
    expect(job.steps.map((s) => s.index)).toEqual([1, 2]);
  });
});
