import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  analysisScore,
  offlineRiskAnalysis,
  recommendTreatment,
  RISK_TOLERANCE_MAX_SCORE,
  type AnalysisFacts,
} from './treatment.ts';

describe('tolerance', () => {
  it('names the highest accepted residual score of each tolerance', () => {
    expect(RISK_TOLERANCE_MAX_SCORE).toEqual({ low: 3, medium: 6, high: 12 });
  });
});

describe('recommendTreatment', () => {
  it.each([
    // residual L, I, score, tolerance -> treatment
    [2, 3, 6, 'medium', 'accept'], // at the medium edge
    [4, 2, 8, 'medium', 'mitigate'], // the next score above it
    [3, 3, 9, 'medium', 'mitigate'],
    [1, 3, 3, 'low', 'accept'], // at the low edge
    [2, 2, 4, 'low', 'mitigate'], // just above it
    [3, 4, 12, 'high', 'accept'], // at the high edge
    [3, 5, 15, 'high', 'mitigate'], // the next score above it
    [4, 5, 20, 'medium', 'mitigate'], // 20 is high, not critical: not avoided
    [5, 5, 25, 'medium', 'avoid'], // critical after controls
    [5, 5, 25, 'high', 'avoid'],
    [2, 4, 8, 'medium', 'transfer'], // rare but severe
    [2, 5, 10, 'medium', 'transfer'],
    [1, 5, 5, 'low', 'transfer'],
    [1, 5, 5, 'medium', 'accept'], // tolerance comes first
    [3, 4, 12, 'medium', 'mitigate'], // likelihood 3 is not rare
    [2, 3, 6, 'low', 'mitigate'], // impact 3 is not severe
  ] as const)('residual %i×%i=%i, tolerance %s: %s', (l, i, score, tolerance, expected) => {
    expect(
      recommendTreatment({
        residualLikelihood: l,
        residualImpact: i,
        residualScore: score,
        tolerance,
      }).treatment,
    ).toBe(expected);
  });
});

describe('analysisScore', () => {
  it.each([
    [25, 25, 100],
    [1, 1, 4],
    [20, 12, 61], // (0.4·20 + 0.6·12) / 25 = 0.608
    [20, 20, 80],
    [9, 9, 36],
  ])('inherent %i, residual %i: %i of 100', (inherent, residual, expected) => {
    expect(analysisScore(inherent, residual)).toBe(expected);
  });

  it('stays within 0..100 and never falls when the residual rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 1, max: 24 }), (inh, res) => {
        const s = analysisScore(inh, res);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(100);
        expect(analysisScore(inh, res + 1)).toBeGreaterThanOrEqual(s);
      }),
    );
  });
});

describe('offlineRiskAnalysis', () => {
  const facts: AnalysisFacts = {
    inRegister: true,
    likelihood: 4,
    impact: 5,
    inherentScore: 20,
    residualLikelihood: 3,
    residualImpact: 4,
    residualScore: 12,
    mappedControls: 2,
    tolerance: 'medium',
    assumed: [],
  };

  it('names every number it used', () => {
    const a = offlineRiskAnalysis(facts);
    expect(a).toMatchObject({ score: 61, recommendation: 'mitigate' });
    expect(a.reasoning).toContain(
      'Likelihood 4 × impact 5 gives an inherent score of 20 of 25 (high)',
    );
    expect(a.reasoning).toContain(
      '2 mapped controls in operation bring the residual to likelihood 3 × impact 4 = 12 (medium)',
    );
    expect(a.reasoning).toContain('40%');
    expect(a.reasoning).toContain('61 of 100');
    expect(a.reasoning).toContain('above the medium tolerance (6)');
  });

  it('says plainly when there are no controls or when values were assumed', () => {
    const a = offlineRiskAnalysis({
      ...facts,
      inRegister: false,
      likelihood: 3,
      impact: 3,
      inherentScore: 9,
      residualLikelihood: 3,
      residualImpact: 3,
      residualScore: 9,
      mappedControls: 0,
      assumed: ['Likelihood', 'impact'],
    });
    expect(a.reasoning).toMatch(
      /^Likelihood and impact were not given, so the medium value 3 was assumed\./,
    );
    expect(a.reasoning).toContain('not in the register');
    expect(a.score).toBe(36);
  });
});
