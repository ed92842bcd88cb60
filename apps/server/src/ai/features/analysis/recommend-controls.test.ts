import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../../testing/app.ts';
import { buildOrg } from '../../../testing/factories.ts';
import { adopt, call, createRisk, PAYROLL, sentPrompt, useModelApp } from './analysis-test-kit.ts';

type Item = {
  libraryControlId: string;
  rationale: string;
  inPlace: boolean;
  adoptedControlIds: string[];
};
const ids = (items: Item[]) => items.map((i) => i.libraryControlId);

describe('POST /api/ai/controls/recommend, offline', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });

  it('ranks the library for a register risk, top 5 by default, and marks adopted ones', async () => {
    const owner = await buildOrg(app);
    const riskId = await createRisk(app, owner, PAYROLL);
    const res = await call(app, owner, 'POST', '/api/ai/controls/recommend', { riskId });
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r).toMatchObject({ engine: 'offline', model: null, riskId, fallbackUsed: false });
    expect(r.items).toHaveLength(5);
    expect(r.items[0]).toMatchObject({
      libraryControlId: 'LIB-AC-012',
      name: 'Segregation of duties for finance and payroll',
      inPlace: false,
    });
    expect(r.items[0].standards).toContain('SOC2-CC5.1');
    expect(r.items[0].rationale.length).toBeGreaterThan(0);

    const adopted = await adopt(app, owner, ['LIB-AC-012']);
    const again = (
      await call(app, owner, 'POST', '/api/ai/controls/recommend', { riskId, limit: 3 })
    ).json().data;
    expect(again.items).toHaveLength(3);
    const sod = again.items.find((i: Item) => i.libraryControlId === 'LIB-AC-012');
    expect(sod).toMatchObject({
      inPlace: true,
      adoptedControlIds: [adopted.created[0].controlId],
    });
  });

  it('works for a described risk, and limits the list to 20', async () => {
    const owner = await buildOrg(app);
    const r = await call(app, owner, 'POST', '/api/ai/controls/recommend', {
      title: 'Phishing emails steal staff passwords',
      limit: 20,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.items.length).toBeGreaterThan(5);
    expect(r.json().data.items.length).toBeLessThanOrEqual(20);
    const bad = await call(app, owner, 'POST', '/api/ai/controls/recommend', {
      title: 'x',
      limit: 21,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0]).toMatchObject({
      field: 'limit',
      message: 'Limit must be from 1 to 20',
    });
  });
});

describe('POST /api/ai/controls/recommend, with the model', () => {
  const { app, stub } = useModelApp();

  const setup = async () => {
    const owner = await buildOrg(app());
    const riskId = await createRisk(app(), owner, PAYROLL);
    return { owner, riskId };
  };
  const candidatesSent = () =>
    (JSON.parse(sentPrompt(stub()).user) as { candidates: { libraryControlId: string }[] })
      .candidates;

  it('re-ranks the top 15 offline candidates with its rationales, never an invented id', async () => {
    const { owner, riskId } = await setup();
    stub().reply({
      json: {
        items: [
          { libraryControlId: 'LIB-INVENTED-1', rationale: 'Made up' },
          { libraryControlId: 'LIB-AC-012', rationale: 'Separates entry from approval.' },
        ],
      },
    });
    const res = await call(app(), owner, 'POST', '/api/ai/controls/recommend', { riskId });
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(candidatesSent()).toHaveLength(15);
    const second = candidatesSent()[1]!.libraryControlId;
    expect(r).toMatchObject({ engine: 'openai', model: 'gpt-4o-mini', fallbackUsed: false });
    expect(r.items).toEqual([
      expect.objectContaining({
        libraryControlId: 'LIB-AC-012',
        rationale: 'Separates entry from approval.',
      }),
    ]);

    stub().reset();
    stub().reply({
      json: {
        items: [
          { libraryControlId: second, rationale: 'Second first.' },
          { libraryControlId: 'LIB-AC-012', rationale: 'Then this.' },
        ],
      },
    });
    const reordered = (
      await call(app(), owner, 'POST', '/api/ai/controls/recommend', { riskId })
    ).json().data;
    expect(ids(reordered.items)).toEqual([second, 'LIB-AC-012']);
    expect(sentPrompt(stub()).user).toContain(PAYROLL.title);
  });

  it('falls back to the offline order on malformed output or only invented ids', async () => {
    const { owner, riskId } = await setup();
    stub().reply({ text: 'Use segregation of duties.' });
    const a = (await call(app(), owner, 'POST', '/api/ai/controls/recommend', { riskId })).json()
      .data;
    const offline = candidatesSent()
      .slice(0, 5)
      .map((c) => c.libraryControlId);
    expect(a).toMatchObject({ fallbackUsed: true });
    expect(ids(a.items)).toEqual(offline);
    stub().reset();
    stub().reply({ json: { items: [{ libraryControlId: 'NOPE-1', rationale: 'x' }] } });
    const b = (await call(app(), owner, 'POST', '/api/ai/controls/recommend', { riskId })).json()
      .data;
    expect(b.fallbackUsed).toBe(true);
    expect(ids(b.items)).toEqual(offline);
    expect(b.confidence).toBeLessThan(0.7);
  });

  it('a provider failing after retries: the spec message with the catalogue code', async () => {
    const { owner, riskId } = await setup();
    stub().reply({ status: 503 }, { status: 503 }, { status: 503 });
    const res = await call(app(), owner, 'POST', '/api/ai/controls/recommend', { riskId });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatchObject({
      code: 'CONTENT_GENERATION_FAILED',
      message: 'AI control recommendation failed',
    });
  });
});
