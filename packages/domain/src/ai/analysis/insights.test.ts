import { describe, expect, it } from 'vitest';
import {
  buildInsights,
  effectivenessRating,
  isIneffective,
  type InsightFacts,
} from './insights.ts';

const empty: InsightFacts = {
  risks: { total: 0, open: 0, uncovered: [] },
  history: { from: '2025-03-31T00:00:00.000Z', items: [], opened: 0, closed: 0 },
  controls: {
    total: 0,
    active: 0,
    bands: { high: 0, medium: 0, low: 0, untested: 0 },
    ineffective: [],
    overdueTests: 0,
  },
  tests: { completed: 0, passed: 0, failed: 0 },
  frameworks: [],
};

describe('ineffective controls (spec §9: a rating below 3)', () => {
  it.each([
    [0.59, true, 2.9], // 2.95: below 3
    [0.6, false, 3],
    [0.2, true, 1],
    [1, false, 5],
  ])('effectiveness %f: ineffective %s, rating %f', (e, ineffective, rating) => {
    expect(isIneffective(e)).toBe(ineffective);
    expect(effectivenessRating(e)).toBe(rating);
  });
});

describe('buildInsights', () => {
  it('an empty organisation gets one honest "not enough data" insight', () => {
    const items = buildInsights(empty);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: 'risk-trend:not-enough-data',
      type: 'RISK_TREND',
      title: 'Not enough data for insights yet',
      priority: 'low',
      confidence: 0.45,
    });
  });

  it('turns the figures into the three types, highest priority first', () => {
    const items = buildInsights({
      ...empty,
      risks: {
        total: 3,
        open: 3,
        uncovered: [{ id: 'r1', title: 'Payroll fraud', residualScore: 20 }],
      },
      history: {
        from: empty.history.from,
        opened: 3,
        closed: 0,
        items: [
          { riskId: 'r1', title: 'Payroll fraud', kind: 'opened', at: 'x', from: null, to: 20 },
          { riskId: 'r2', title: 'Phishing', kind: 'score-up', at: 'y', from: 6, to: 16 },
        ],
      },
      controls: {
        total: 4,
        active: 4,
        bands: { high: 1, medium: 1, low: 1, untested: 1 },
        ineffective: [{ id: 'c1', title: 'Badge access', rating: 2 }],
        overdueTests: 2,
      },
      tests: { completed: 4, passed: 2, failed: 2 },
      frameworks: [
        {
          id: 'SOC2',
          name: 'SOC 2',
          met: 10,
          partlyMet: 5,
          notMet: 20,
          applicable: 35,
          percentMet: 28.6,
          mandatoryGaps: 12,
          topGap: { code: 'CC6.1', title: 'Logical access' },
        },
      ],
    });
    const byId = Object.fromEntries(items.map((i) => [i.id, i]));
    expect(byId['risk-trend:opened-closed']).toMatchObject({
      title: '3 risks opened, 0 closed in the last 365 days',
      data: { opened: 3, closed: 0, net: 3 },
      actionable: true,
    });
    expect(byId['risk-trend:score-increases']).toMatchObject({ priority: 'high' });
    expect(byId['risk-trend:uncovered']!.description).toContain('Payroll fraud (20)');
    expect(byId['control-effectiveness:pass-rate']).toMatchObject({
      title: '50% of control tests passed',
      priority: 'high',
      data: { passRate: 0.5 },
    });
    expect(byId['control-effectiveness:ineffective']!.description).toContain(
      'Badge access (2 of 5)',
    );
    expect(byId['control-effectiveness:overdue-tests']).toMatchObject({ priority: 'medium' });
    expect(byId['compliance-status:SOC2']).toMatchObject({
      type: 'COMPLIANCE_STATUS',
      title: 'SOC 2: 28.6% of applicable requirements met',
      priority: 'high',
      link: '/dashboard/compliance/gaps?frameworkId=SOC2',
    });
    const order = { high: 0, medium: 1, low: 2 };
    const priorities = items.map((i) => order[i.priority]);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    for (const i of items) {
      expect(i.confidence).toBeGreaterThanOrEqual(0.3);
      expect(i.confidence).toBeLessThanOrEqual(0.95);
    }
  });

  it('says when controls exist but none was tested', () => {
    const items = buildInsights({
      ...empty,
      controls: { ...empty.controls, total: 2, active: 2 },
    });
    expect(items.map((i) => i.id)).toEqual([
      'control-effectiveness:no-tests',
      'compliance-status:none-tracked',
    ]);
  });

  it.each([
    [0.59, 'high'],
    [0.6, 'medium'],
    [0.79, 'medium'],
    [0.8, 'low'],
  ])('a pass rate of %f is %s priority', (rate, priority) => {
    const completed = 100;
    const passed = Math.round(rate * completed);
    const items = buildInsights({
      ...empty,
      controls: { ...empty.controls, total: 1, active: 1 },
      tests: { completed, passed, failed: completed - passed },
    });
    expect(items.find((i) => i.id === 'control-effectiveness:pass-rate')!.priority).toBe(priority);
  });
});
