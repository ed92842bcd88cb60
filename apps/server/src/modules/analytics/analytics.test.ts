import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { newId, schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { testApp } from '../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const get = (who: SignedIn, url: string) => app.inject({ url, headers: { cookie: who.cookie } });
const risk = async (who: SignedIn, body: object) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/risks',
      payload: body,
      headers: { cookie: who.cookie },
    })
  ).json().data;

describe('analytics', () => {
  it('aggregates the heat map per cell and per level with percentages', async () => {
    const owner = await buildOrg(app);
    await risk(owner, { title: 'a', likelihood: 5, impact: 5, category: 'FINANCIAL' });
    await risk(owner, {
      title: 'b',
      likelihood: 5,
      impact: 5,
      category: 'TECHNOLOGY',
      frameworks: ['SOC2'],
    });
    await risk(owner, { title: 'c', likelihood: 1, impact: 2, category: 'TECHNOLOGY' });
    await risk(owner, { title: 'd', likelihood: 3, impact: 3 });
    const map = (await get(owner, '/api/analytics/heatmap')).json().data;
    expect(map.total).toBe(4);
    expect(
      map.cells.find(
        (c: { likelihood: number; impact: number }) => c.likelihood === 5 && c.impact === 5,
      ),
    ).toMatchObject({
      count: 2,
      level: 'critical',
    });
    expect(map.levels).toEqual([
      { level: 'critical', count: 2, percent: 50 },
      { level: 'high', count: 0, percent: 0 },
      { level: 'medium', count: 1, percent: 25 },
      { level: 'low', count: 1, percent: 25 },
    ]);
    expect((await get(owner, '/api/analytics/heatmap?category=TECHNOLOGY')).json().data.total).toBe(
      2,
    );
    expect((await get(owner, '/api/analytics/heatmap?framework=SOC2')).json().data.total).toBe(1);
    expect(
      (await get(owner, '/api/analytics/heatmap?status=identified&status=assessed')).json().data
        .total,
    ).toBe(4);
    expect((await get(owner, '/api/analytics/heatmap?status=mitigated')).json().data.total).toBe(0);
    const cell = map.cells.find(
      (c: { likelihood: number; impact: number }) => c.likelihood === 5 && c.impact === 5,
    );
    expect(cell.top.map((t: { title: string }) => t.title).sort()).toEqual(['a', 'b']);
    // The register opens one cell with the same filters.
    const inCell = (await get(owner, '/api/risks?likelihood=5&impact=5')).json().data;
    expect(inCell.total).toBe(2);
    expect(
      (await get(owner, '/api/risks?residualLikelihood=1&residualImpact=2')).json().data.total,
    ).toBe(1);
  });

  it('summarises the RCSA and coverage, and buckets effectiveness trends', async () => {
    const owner = await buildOrg(app);
    const r = await risk(owner, {
      title: 'covered',
      likelihood: 4,
      impact: 4,
      category: 'OPERATIONAL',
    });
    await risk(owner, { title: 'bare', likelihood: 2, impact: 2, category: 'OPERATIONAL' });
    const { db } = await testDatabase();
    const orgId = owner.user.organizationId;
    const controlId = newId('ctl');
    await db
      .insert(schema.controls)
      .values({ id: controlId, organizationId: orgId, title: 'C', effectiveness: 0.9 });
    await app.inject({
      method: 'POST',
      url: '/api/control-risk-mappings',
      payload: { riskId: r.id, controlId, effectiveness: 0.9 },
      headers: { cookie: owner.cookie },
    });
    const day = (d: string) => new Date(`${d}T12:00:00Z`);
    await db.insert(schema.controlTests).values([
      {
        id: newId('tst'),
        organizationId: orgId,
        controlId,
        status: 'completed',
        result: 'pass',
        effectiveness: 0.9,
        testedAt: day('2026-10-05'),
      },
      {
        id: newId('tst'),
        organizationId: orgId,
        controlId,
        status: 'completed',
        result: 'fail',
        effectiveness: 0.5,
        testedAt: day('2026-10-20'),
      },
      {
        id: newId('tst'),
        organizationId: orgId,
        controlId,
        status: 'completed',
        result: 'pass',
        effectiveness: 0.8,
        testedAt: day('2026-11-10'),
      },
    ]);

    const summary = (
      await get(owner, '/api/analytics/rcsa?dateFrom=2026-01-01&dateTo=2026-12-31')
    ).json().data;
    expect(summary).toMatchObject({
      totalRisks: 2,
      totalControls: 1,
      totalMappings: 1,
      risksWithoutControls: 1,
      controlsWithoutRisks: 0,
      testsCompleted: 3,
      testsFailed: 1,
    });
    const coverage = (await get(owner, '/api/analytics/risk-coverage')).json().data;
    expect(coverage).toMatchObject({ total: 2, covered: 1, percent: 50 });

    const monthly = (
      await get(owner, '/api/analytics/effectiveness-trends?period=monthly&days=3650')
    ).json().data;
    expect(monthly.points).toEqual([
      {
        period: '2026-10-01',
        tests: 2,
        passed: 1,
        failed: 1,
        averageEffectiveness: expect.closeTo(0.7, 5),
      },
      {
        period: '2026-11-01',
        tests: 1,
        passed: 1,
        failed: 0,
        averageEffectiveness: expect.closeTo(0.8, 5),
      },
    ]);
    const weekly = (await get(owner, '/api/analytics/effectiveness-trends?days=3650')).json().data;
    expect(weekly.period).toBe('weekly');
    expect(weekly.points).toHaveLength(3);
  });

  it('calculates a score and validates a mapping', async () => {
    const owner = await buildOrg(app);
    expect(
      (await get(owner, '/api/calculate/risk-score?likelihood=4&impact=5')).json().data,
    ).toEqual({
      likelihood: 4,
      impact: 5,
      riskScore: 20,
      riskLevel: 'high',
    });
    const bad = await get(owner, '/api/calculate/risk-score?likelihood=6&impact=5');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('likelihood');
    const r = await risk(owner, { title: 'x', likelihood: 1, impact: 1 });
    const v = (
      await get(owner, `/api/validate/risk-control-mapping?riskId=${r.id}&controlId=ctl_none`)
    ).json().data;
    expect(v).toEqual({
      valid: false,
      exists: false,
      issues: [{ field: 'controlId', message: 'Control not found' }],
    });
  });
});

describe('analytics: outsiders', () => {
  it('anonymous 401; another organisation sees only its own figures; any member may read', async () => {
    const owner = await buildOrg(app);
    await risk(owner, { title: 'secret', likelihood: 5, impact: 5 });
    const stranger = await buildOrg(app);
    for (const url of [
      '/api/analytics/heatmap',
      '/api/analytics/rcsa',
      '/api/analytics/risk-coverage',
      '/api/analytics/effectiveness-trends',
      '/api/calculate/risk-score?likelihood=1&impact=1',
      '/api/validate/risk-control-mapping?riskId=a&controlId=b',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(401);
      expect(
        (
          await app.inject({
            url,
            headers: { cookie: stranger.cookie, 'organization-id': owner.user.organizationId },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await get(stranger, '/api/analytics/heatmap')).json().data.total).toBe(0);
    expect((await get(stranger, '/api/analytics/rcsa')).json().data.totalRisks).toBe(0);
    const member = await buildMember(app, owner, 'member');
    expect((await get(member, '/api/analytics/heatmap')).statusCode).toBe(200);
  });
});
