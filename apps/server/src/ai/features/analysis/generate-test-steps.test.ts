import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../../testing/app.ts';
import { buildMember, buildOrg } from '../../../testing/factories.ts';
import { adopt, call, createControl, sentPrompt, useModelApp } from './analysis-test-kit.ts';

type Step = { instruction: string; expectedResult: string };

describe('POST /api/test-scripts/generate, offline', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });

  it('builds steps from a library control it was adopted from; a member can save them', async () => {
    const owner = await buildOrg(app);
    const adopted = await adopt(app, owner, ['LIB-AC-012']);
    const controlId = adopted.created[0].controlId as string;
    const member = await buildMember(app, owner, 'member');
    const res = await call(app, member, 'POST', '/api/test-scripts/generate', { controlId });
    expect(res.statusCode).toBe(200);
    const g = res.json().data;
    expect(g).toMatchObject({
      engine: 'offline',
      model: null,
      controlId,
      title: 'Test of Segregation of duties for finance and payroll',
    });
    const text = g.steps.map((s: Step) => s.instruction).join('\n');
    expect(text).toContain('verify: maintain a conflict matrix for finance and payroll roles');
    expect(text).toContain(
      'Collect the evidence for each sampled occurrence: the approved conflict matrix',
    );
    expect(g.sources).toContain('library control LIB-AC-012 (how it works, evidence)');
    const saved = await call(app, member, 'POST', '/api/test-scripts', {
      title: g.title,
      description: g.description,
      steps: g.steps,
      controlIds: [controlId],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.steps).toHaveLength(g.steps.length);
  });

  it('uses the type and frequency of a control of its own', async () => {
    const owner = await buildOrg(app);
    const controlId = await createControl(app, owner, {
      title: 'Weekly log review',
      type: 'detective',
      frequency: 'WEEKLY',
    });
    const g = (await call(app, owner, 'POST', '/api/test-scripts/generate', { controlId })).json()
      .data;
    expect(g.steps[1].instruction).toContain('select 5 weeks at random');
    expect(g.steps.map((s: Step) => s.instruction).join('\n')).toContain(
      'review or alert ran on time',
    );
    // No description, no category, no library text: less sure.
    expect(g.confidence).toBeLessThan(0.7);
  });
});

describe('POST /api/test-scripts/generate, with the model', () => {
  const { app, stub } = useModelApp();

  it('returns the structured steps of the model, grounded in the control', async () => {
    const owner = await buildOrg(app());
    const adopted = await adopt(app(), owner, ['LIB-AC-012']);
    const controlId = adopted.created[0].controlId as string;
    const steps = [
      { instruction: 'Get the conflict matrix.', expectedResult: 'It is approved.' },
      { instruction: 'Run the role report.', expectedResult: 'No conflicts.' },
    ];
    stub().reply({ json: { steps } });
    const g = (await call(app(), owner, 'POST', '/api/test-scripts/generate', { controlId })).json()
      .data;
    expect(g).toMatchObject({ engine: 'openai', model: 'gpt-4o-mini', steps, fallbackUsed: false });
    expect(sentPrompt(stub()).user).toContain('conflict matrix for finance and payroll roles');
    expect(stub().requests[0]!.body.response_format).toMatchObject({ type: 'json_schema' });
  });

  it('falls back to the offline steps on malformed output; fails with the catalogue message', async () => {
    const owner = await buildOrg(app());
    const controlId = await createControl(app(), owner, { title: 'Badge access' });
    stub().reply({ json: { steps: [] } });
    const g = (await call(app(), owner, 'POST', '/api/test-scripts/generate', { controlId })).json()
      .data;
    expect(g.fallbackUsed).toBe(true);
    expect(g.steps[0].instruction).toContain('"Badge access"');
    stub().reply({ status: 500 }, { status: 500 }, { status: 500 });
    const res = await call(app(), owner, 'POST', '/api/test-scripts/generate', { controlId });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatchObject({
      code: 'CONTENT_GENERATION_FAILED',
      message: 'Unable to generate content at this time',
    });
  });
});
