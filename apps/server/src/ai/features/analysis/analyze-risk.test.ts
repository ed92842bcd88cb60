import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import type { Database } from '@rampart/db';
import { testApp } from '../../../testing/app.ts';
import { buildOrg } from '../../../testing/factories.ts';
import { usageRows } from '../../testing/ai-test-kit.ts';
import {
  call,
  createControl,
  createRisk,
  mapControl,
  PAYROLL,
  sentPrompt,
  useModelApp,
} from './analysis-test-kit.ts';

/** A payroll risk 4×5 with one preventive control mapped at 0.5: residual 2×5 = 10. */
const payrollRisk = async (app: FastifyInstance) => {
  const owner = await buildOrg(app);
  const riskId = await createRisk(app, owner, PAYROLL);
  const controlId = await createControl(app, owner, {
    title: 'Payroll change approval',
    type: 'preventive',
  });
  await mapControl(app, owner, riskId, controlId, 0.5);
  return { owner, riskId, controlId };
};

describe('POST /api/ai/risks/analyze, offline', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    app = await testApp();
    database = await testDatabase();
  });

  it('scores a register risk from its figures, names them, and relates controls', async () => {
    const { owner, riskId, controlId } = await payrollRisk(app);
    const res = await call(app, owner, 'POST', '/api/ai/risks/analyze', { riskId });
    expect(res.statusCode).toBe(200);
    const a = res.json().data;
    expect(a).toMatchObject({
      engine: 'offline',
      model: null,
      fallbackUsed: false,
      riskId,
      // (0.4 × 20 + 0.6 × 10) / 25 = 0.56
      score: 56,
      likelihood: 4,
      impact: 5,
      // Residual likelihood 2, impact 5: rare but severe, above the medium tolerance of 6.
      recommendation: 'transfer',
      basis: {
        inherentScore: 20,
        inherentLevel: 'high',
        residualScore: 10,
        residualLevel: 'medium',
        mappedControls: 1,
        tolerance: 'medium',
        toleranceMaxScore: 6,
        missing: [],
      },
    });
    expect(a.reasoning).toContain(
      'Likelihood 4 × impact 5 gives an inherent score of 20 of 25 (high).',
    );
    expect(a.reasoning).toContain('likelihood 2 × impact 5 = 10 (medium)');
    expect(a.reasoning).toContain('56 of 100');
    expect(a.confidence).toBeGreaterThanOrEqual(0.3);
    expect(a.confidence).toBeLessThanOrEqual(0.95);
    expect(a.relatedControls[0]).toMatchObject({
      id: controlId,
      source: 'mapped',
      title: 'Payroll change approval',
      effectiveness: 0.5,
    });
    const library = a.relatedControls.filter((c: { source: string }) => c.source === 'library');
    expect(library.map((c: { id: string }) => c.id)).toContain('LIB-AC-012');
    const [row] = await usageRows(database, owner.user.organizationId);
    expect(row).toMatchObject({ feature: 'risk-analysis', engine: 'offline', outcome: 'ok' });
  });

  it('a high tolerance accepts the same residual', async () => {
    const { owner, riskId } = await payrollRisk(app);
    const res = await call(app, owner, 'POST', '/api/ai/risks/analyze', {
      riskId,
      tolerance: 'high',
    });
    expect(res.json().data).toMatchObject({
      recommendation: 'accept',
      basis: { toleranceMaxScore: 12 },
    });
  });

  it('analyses a described risk and says what it had to assume', async () => {
    const owner = await buildOrg(app);
    const res = await call(app, owner, 'POST', '/api/ai/risks/analyze', {
      title: 'Ransomware encrypts the file servers',
      category: 'technology',
      likelihood: 3,
    });
    expect(res.statusCode).toBe(200);
    const a = res.json().data;
    expect(a).toMatchObject({
      riskId: null,
      score: 36,
      likelihood: 3,
      impact: 3,
      recommendation: 'mitigate',
      basis: { inherentScore: null, residualScore: null, missing: ['impact', 'description'] },
    });
    expect(a.reasoning).toMatch(/^Impact was not given, so the medium value 3 was assumed\./);
    expect(a.reasoning).toContain('not in the register');
    // Two inputs missing: 0.05 less each.
    const full = await call(app, owner, 'POST', '/api/ai/risks/analyze', {
      title: 'Ransomware encrypts the file servers',
      description: 'Backups are online.',
      category: 'TECHNOLOGY',
      likelihood: 3,
      impact: 3,
    });
    expect(full.json().data.confidence).toBeCloseTo(a.confidence + 0.1, 5);
  });

  it('needs a riskId or a title, named in the error', async () => {
    const owner = await buildOrg(app);
    const res = await call(app, owner, 'POST', '/api/ai/risks/analyze', { likelihood: 9 });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toContain('likelihood');
    const none = await call(app, owner, 'POST', '/api/ai/risks/analyze', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details[0]).toMatchObject({ field: 'title' });
  });
});

describe('POST /api/ai/risks/analyze, with the model', () => {
  const { app, stub } = useModelApp();

  /** A well-formed analysis from the model: 72, 4×5, mitigate. */
  const answer = (reasoning: string, relatedControlIds: string[]) => ({
    json: {
      score: 72,
      likelihood: 4,
      impact: 5,
      recommendation: 'mitigate',
      reasoning,
      relatedControlIds,
    },
  });

  it('grounds the prompt in the register and keeps only controls that exist', async () => {
    const { owner, riskId, controlId } = await payrollRisk(app());
    stub().reply(
      answer('Self-approval of payroll changes is a classic fraud path.', [
        controlId,
        'LIB-AC-012',
        'LIB-INVENTED-99',
      ]),
    );
    const res = await call(app(), owner, 'POST', '/api/ai/risks/analyze', { riskId });
    expect(res.statusCode).toBe(200);
    const a = res.json().data;
    expect(a).toMatchObject({
      engine: 'openai',
      model: 'gpt-4o-mini',
      fallbackUsed: false,
      score: 72,
      recommendation: 'mitigate',
      reasoning: 'Self-approval of payroll changes is a classic fraud path.',
      basis: { inherentScore: 20, residualScore: 10 },
    });
    expect(a.relatedControls.map((c: { id: string }) => c.id)).toEqual([controlId, 'LIB-AC-012']);
    expect(stub().requests[0]!.body.response_format).toMatchObject({ type: 'json_schema' });
    const { user } = sentPrompt(stub());
    expect(user).toContain(PAYROLL.title);
    expect(user).toContain('Payroll change approval');
    expect(user).toContain('"maxAcceptedResidualScore":6');
  });

  it('falls back to the spec defaults on malformed output, with lower confidence', async () => {
    const { owner, riskId } = await payrollRisk(app());
    stub().reply(answer('Fine', []));
    const good = (await call(app(), owner, 'POST', '/api/ai/risks/analyze', { riskId })).json()
      .data;
    stub().reply({ text: 'The risk looks serious to me.' });
    const res = await call(app(), owner, 'POST', '/api/ai/risks/analyze', {
      riskId,
      tolerance: 'low',
    });
    expect(res.statusCode).toBe(200);
    const a = res.json().data;
    expect(a).toMatchObject({
      engine: 'openai',
      fallbackUsed: true,
      score: 50,
      likelihood: 3,
      impact: 3,
      recommendation: 'mitigate',
      relatedControls: [],
    });
    expect(a.reasoning).toContain('could not be used');
    expect(a.confidence).toBeLessThan(good.confidence);
  });

  it('a provider failing after retries: the spec message with the catalogue code', async () => {
    const { owner, riskId } = await payrollRisk(app());
    stub().reply({ status: 500 }, { status: 500 }, { status: 500 });
    const res = await call(app(), owner, 'POST', '/api/ai/risks/analyze', { riskId });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatchObject({
      code: 'CONTENT_GENERATION_FAILED',
      message: 'AI risk analysis failed',
      details: { retryable: true, userMessage: 'Unable to generate content at this time' },
    });
    expect(stub().requests).toHaveLength(3);
  });
});
