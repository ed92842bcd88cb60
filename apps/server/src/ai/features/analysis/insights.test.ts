import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../../testing/app.ts';
import { buildOrg } from '../../../testing/factories.ts';
import { call, orgWithHistory, sentPrompt, useModelApp } from './analysis-test-kit.ts';

type Insight = {
  id: string;
  type: string;
  title: string;
  description: string;
  data: Record<string, unknown>;
  priority: string;
  confidence: number;
};
const byId = (items: Insight[]) => Object.fromEntries(items.map((i) => [i.id, i]));

describe('POST /api/ai/insights, offline', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });

  it('an empty organisation gets an honest "not enough data" insight and nothing else', async () => {
    const owner = await buildOrg(app);
    const res = await call(app, owner, 'POST', '/api/ai/insights');
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r).toMatchObject({ engine: 'offline', model: null, history: { items: 0 } });
    expect(r.items).toEqual([
      expect.objectContaining({
        id: 'risk-trend:not-enough-data',
        title: 'Not enough data for insights yet',
      }),
    ]);
  });

  it('GET reads the answer the last POST kept, and never records usage or spends a limit', async () => {
    const owner = await buildOrg(app);
    const none = await call(app, owner, 'GET', '/api/ai/insights');
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toBeNull();
    const computed = (await call(app, owner, 'POST', '/api/ai/insights')).json().data;
    for (let i = 0; i < 3; i += 1) {
      expect((await call(app, owner, 'GET', '/api/ai/insights')).json().data).toEqual(computed);
    }
    const usage = (await call(app, owner, 'GET', '/api/ai/usage')).json().data;
    expect(usage.total).toBe(1);
    // Another organisation reads only its own.
    const other = await buildOrg(app);
    expect((await call(app, other, 'GET', '/api/ai/insights')).json().data).toBeNull();
  });

  it('computes the three types from the history the organisation made', async () => {
    const owner = await buildOrg(app);
    await orgWithHistory(app, owner);
    const r = (await call(app, owner, 'POST', '/api/ai/insights')).json().data;
    const items = byId(r.items);
    // 4 opened, 1 closed, 1 rescored: 6 history items of the 50 allowed.
    expect(r.history.items).toBe(6);
    expect(items['risk-trend:opened-closed']).toMatchObject({
      type: 'RISK_TREND',
      title: '4 risks opened, 1 closed in the last 365 days',
      data: { opened: 4, closed: 1, net: 3, open: 3, scoreIncreases: 1 },
    });
    expect(items['risk-trend:score-increases']).toMatchObject({
      priority: 'high',
      data: { risks: [expect.objectContaining({ title: 'Phishing', from: 9, to: 16 })] },
    });
    expect(items['risk-trend:uncovered']!.description).toContain('Ransomware (25), Phishing (16)');
    expect(items['control-effectiveness:pass-rate']).toMatchObject({
      type: 'CONTROL_EFFECTIVENESS',
      title: '50% of control tests passed',
      data: {
        completed: 2,
        passed: 1,
        failed: 1,
        bands: { high: 1, low: 1, medium: 0, untested: 0 },
      },
    });
    expect(items['control-effectiveness:ineffective']!.description).toContain(
      'Badge access (2 of 5)',
    );
    expect(items['compliance-status:SOX-ITGC']).toMatchObject({
      type: 'COMPLIANCE_STATUS',
      data: { frameworkId: 'SOX-ITGC' },
    });
    for (const i of r.items as Insight[]) {
      expect(i.confidence).toBeGreaterThanOrEqual(0.3);
      expect(i.confidence).toBeLessThanOrEqual(0.95);
    }
  });
});

describe('POST /api/ai/insights, with the model', () => {
  const { app, stub } = useModelApp();

  it('rewrites titles and descriptions of known insights; the figures stay computed', async () => {
    const owner = await buildOrg(app());
    await orgWithHistory(app(), owner);
    stub().reply({
      json: {
        items: [
          {
            id: 'control-effectiveness:pass-rate',
            title: 'Half the tests fail',
            description: 'Fix them.',
          },
          { id: 'made-up', title: 'Invented', description: 'Invented' },
        ],
      },
    });
    const r = (await call(app(), owner, 'POST', '/api/ai/insights')).json().data;
    expect(r).toMatchObject({ engine: 'openai', model: 'gpt-4o-mini', fallbackUsed: false });
    const items = byId(r.items);
    expect(items['control-effectiveness:pass-rate']).toMatchObject({
      title: 'Half the tests fail',
      description: 'Fix them.',
      data: { completed: 2, passed: 1 },
    });
    expect(items['made-up']).toBeUndefined();
    expect(items['risk-trend:opened-closed']!.title).toBe(
      '4 risks opened, 1 closed in the last 365 days',
    );
    expect(sentPrompt(stub()).user).toContain('Badge access');
  });

  it('keeps the computed text on malformed output, and fails with the catalogue message', async () => {
    const owner = await buildOrg(app());
    await orgWithHistory(app(), owner);
    stub().reply({ text: 'Everything is fine.' });
    const r = (await call(app(), owner, 'POST', '/api/ai/insights')).json().data;
    expect(r.fallbackUsed).toBe(true);
    expect(byId(r.items)['control-effectiveness:pass-rate']!.title).toBe(
      '50% of control tests passed',
    );
    stub().reply({ status: 500 }, { status: 500 }, { status: 500 });
    const res = await call(app(), owner, 'POST', '/api/ai/insights');
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatchObject({
      code: 'CONTENT_GENERATION_FAILED',
      message: 'Unable to generate content at this time',
    });
  });
});
