import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../../testing/app.ts';
import { buildOrg } from '../../../testing/factories.ts';
import { call, orgWithHistory, sentPrompt, useModelApp } from './analysis-test-kit.ts';

type Point = {
  opened: number;
  closed: number;
  openRisks: number;
  averageInherent: number | null;
  averageResidual: number | null;
  testsCompleted: number;
  passRate: number | null;
};

describe('POST /api/ai/trends, offline', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });

  it('GET reads the answer the last POST kept for that period, and writes nothing', async () => {
    const owner = await buildOrg(app);
    expect((await call(app, owner, 'GET', '/api/ai/trends?period=30')).json().data).toBeNull();
    const computed = (await call(app, owner, 'POST', '/api/ai/trends', { period: 30 })).json().data;
    expect((await call(app, owner, 'GET', '/api/ai/trends?period=30')).json().data).toEqual(
      computed,
    );
    expect((await call(app, owner, 'GET', '/api/ai/trends?period=90')).json().data).toBeNull();
    expect((await call(app, owner, 'GET', '/api/ai/usage')).json().data.total).toBe(1);
    const bad = await call(app, owner, 'POST', '/api/ai/trends', { period: 45 });
    expect(bad.statusCode).toBe(400);
  });

  it('rebuilds the period from the audit log and the tables, and predicts the next one', async () => {
    const owner = await buildOrg(app);
    await orgWithHistory(app, owner);
    const res = await call(app, owner, 'POST', '/api/ai/trends', { period: 30 });
    expect(res.statusCode).toBe(200);
    const t = res.json().data;
    expect(t).toMatchObject({
      engine: 'offline',
      model: null,
      period: 30,
      bucketDays: 1,
      commentary: null,
    });
    const points = t.points as Point[];
    expect(points).toHaveLength(30);
    const ago = (d: number) => points[29 - d]!;
    // Only payroll (20) 11 days ago; phishing joins at 9 (before its reassessment) 10 days ago.
    expect(ago(11)).toMatchObject({ openRisks: 1, averageInherent: 20, averageResidual: 20 });
    expect(ago(6)).toMatchObject({ openRisks: 2, averageInherent: 14.5 });
    expect(ago(5)).toMatchObject({ openRisks: 3, averageInherent: 11 });
    // Now: payroll 20 (residual 10), phishing 16, ransomware 25; the vendor risk is closed.
    expect(points[29]).toMatchObject({
      openRisks: 3,
      averageInherent: 20.3,
      averageResidual: 17,
      testsCompleted: 2,
      passRate: 0.5,
      closed: 1,
    });
    expect(points.reduce((s, p) => s + p.opened, 0)).toBe(4);
    expect(t.prediction.method).toMatch(/least-squares/);
    expect(t.prediction.horizonDays).toBe(30);
    expect(t.prediction.metrics.averageInherent.basedOn).toBe(21);
    expect(t.prediction.metrics.averageInherent.points).toHaveLength(30);
    // One bucket with tests: no line for the pass rate.
    expect(t.prediction.metrics.passRate).toBeNull();
    expect(t.summary).toContain('4 risks were opened and 1 closed');
  });

  it.each([
    [90, 13],
    [365, 12],
  ])('period %i has %i points', async (period, n) => {
    const owner = await buildOrg(app);
    const t = (await call(app, owner, 'POST', '/api/ai/trends', { period })).json().data;
    expect(t.points).toHaveLength(n);
    expect(t.summary).toMatch(/^Not enough data for a trend/);
  });

  it.each(['45', 'abc', '0'])('rejects period=%s with a field-named 400', async (period) => {
    const owner = await buildOrg(app);
    const res = await call(app, owner, 'POST', '/api/ai/trends', { period });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({
      field: 'period',
      message: 'Period must be 30, 90 or 365 days',
    });
  });
});

describe('POST /api/ai/trends, with the model', () => {
  const { app, stub } = useModelApp();

  it('adds a commentary over the computed points and prediction', async () => {
    const owner = await buildOrg(app());
    await orgWithHistory(app(), owner);
    stub().reply({ text: 'Scores rose as new risks arrived.' });
    const t = (await call(app(), owner, 'POST', '/api/ai/trends', { period: 30 })).json().data;
    expect(t).toMatchObject({
      engine: 'openai',
      commentary: 'Scores rose as new risks arrived.',
      fallbackUsed: false,
    });
    expect(t.points[29].averageInherent).toBe(20.3);
    const facts = JSON.parse(sentPrompt(stub()).user);
    expect(facts.points).toHaveLength(30);
    expect(facts.prediction.method).toMatch(/least-squares/);
  });

  it('an empty answer leaves no commentary; a failure says the spec message', async () => {
    const owner = await buildOrg(app());
    stub().reply({ text: '   ' });
    const t = (await call(app(), owner, 'POST', '/api/ai/trends', { period: 90 })).json().data;
    expect(t).toMatchObject({ commentary: null, fallbackUsed: true });
    stub().reply({ status: 500 }, { status: 500 }, { status: 500 });
    const res = await call(app(), owner, 'POST', '/api/ai/trends', { period: 90 });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatchObject({
      code: 'CONTENT_GENERATION_FAILED',
      message: 'AI trend prediction failed',
    });
  });
});
