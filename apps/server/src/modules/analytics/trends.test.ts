import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, fieldsOf } from '../../testing/calls.ts';
import { testApp } from '../../testing/app.ts';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';

let app: FastifyInstance;
let owner: SignedIn;
beforeAll(async () => {
  app = await testApp();
  owner = await buildOrg(app);
});

const get = (url: string) => call(app, owner, 'GET', url);

describe('analytics trends', () => {
  it('draws each chart at the moments of the period, the last one now', async () => {
    const made = await call(app, owner, 'POST', '/api/risks', {
      title: 'Phishing',
      likelihood: 5,
      impact: 5,
      category: 'TECHNOLOGY',
    });
    expect(made.statusCode).toBe(200);
    const risks = (await get('/api/analytics/trends/risks?period=30d')).json().data;
    expect(risks.step).toBe('day');
    expect(risks.points).toHaveLength(31);
    expect(risks.points.at(-1)).toMatchObject({ total: 1, inherent: { critical: 1 } });
    expect(risks.points[0].total).toBe(0);
    const filtered = (
      await get('/api/analytics/trends/risks?period=30d&category=FINANCIAL')
    ).json();
    expect(filtered.data.points.at(-1).total).toBe(0);

    const controls = (await get('/api/analytics/trends/controls?period=90d')).json().data;
    expect(controls.step).toBe('week');
    expect(controls.points.at(-1)).toMatchObject({ tested: 0, passRate: null });
    const findings = (await get('/api/analytics/trends/findings?period=365d')).json().data;
    expect(findings).toMatchObject({ step: 'month', meanDaysToClose: null });
    const coverage = (await get('/api/analytics/trends/coverage')).json().data;
    expect(coverage).toEqual({ step: 'week', frameworks: [] });
  });

  it('a custom period needs both dates, in order, at most three years apart', async () => {
    const missing = await get('/api/analytics/trends/risks?period=custom&from=2026-01-01');
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(['to']);
    const backwards = await get(
      '/api/analytics/trends/risks?period=custom&from=2026-02-01&to=2026-01-01',
    );
    expect(fieldsOf(backwards)).toEqual(['to']);
    const long = await get(
      '/api/analytics/trends/risks?period=custom&from=2020-01-01&to=2026-01-01',
    );
    expect(fieldsOf(long)).toEqual(['to']);
    expect(fieldsOf(await get('/api/analytics/trends/risks?period=week'))).toEqual(['period']);
    const ok = await get(
      '/api/analytics/trends/controls?period=custom&from=2026-01-01&to=2026-03-31',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.points.at(-1).at).toBe('2026-03-31T23:59:59.999Z');
  });
});
