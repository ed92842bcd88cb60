import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandFromPercent, bandFromTest } from './effectiveness.ts';
import { addMonthsUtc, CONTROL_FREQUENCIES, nextTestDate, normalizeFrequency } from './cadence.ts';
import {
  displayOwner,
  normalizeCategory,
  normalizeRiskStatus,
  normalizeScore,
} from './normalize.ts';
import { combinedEffectiveness, residualRisk } from './residual.ts';
import { levelScoreRange, RISK_LEVELS, riskLevel, riskScore } from './scoring.ts';

const scale = fc.integer({ min: 1, max: 5 });

describe('score and level', () => {
  it.each([
    [1, 'low'],
    [5, 'low'],
    [6, 'low'],
    [7, 'medium'],
    [12, 'medium'],
    [13, 'high'],
    [20, 'high'],
    [21, 'critical'],
    [25, 'critical'],
  ])('score %i is %s (first cut-off rule: up to 6, 12, 20)', (score, level) => {
    expect(riskLevel(score)).toBe(level);
  });

  it('a score is always likelihood × impact within 1..25', () => {
    fc.assert(
      fc.property(scale, scale, (l, i) => {
        const s = riskScore(l, i);
        expect(s).toBe(l * i);
        expect(s).toBeGreaterThanOrEqual(1);
        expect(s).toBeLessThanOrEqual(25);
      }),
    );
  });

  it('out-of-scale inputs are clamped', () => {
    expect(riskScore(0, 9)).toBe(5);
    expect(riskScore(Number.NaN, 3)).toBe(3);
  });

  it('levels grow with the score, and each level range holds exactly its scores', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 1, max: 25 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(RISK_LEVELS.indexOf(riskLevel(lo))).toBeLessThanOrEqual(
          RISK_LEVELS.indexOf(riskLevel(hi)),
        );
        const { min, max } = levelScoreRange(riskLevel(a));
        expect(a >= min && a <= max).toBe(true);
      }),
    );
  });

  it('uses a given score, else the product', () => {
    expect(normalizeScore(2, 3)).toEqual({ score: 6, level: 'low' });
    expect(normalizeScore(2, 3, 21)).toEqual({ score: 21, level: 'critical' });
    expect(normalizeScore(2, 3, 99)).toEqual({ score: 6, level: 'low' });
  });
});

describe('effectiveness bands', () => {
  it.each([
    [100, 'high'],
    [85, 'high'],
    [84.9, 'medium'],
    [60, 'medium'],
    [59.9, 'low'],
    [0, 'low'],
  ])('%s%% is %s', (p, band) => expect(bandFromPercent(p)).toBe(band));
  it.each([
    [1, 'high'],
    [0.81, 'high'],
    [0.8, 'medium'],
    [0.61, 'medium'],
    [0.6, 'low'],
    [0, 'low'],
  ])('a test at %s is %s', (e, band) => expect(bandFromTest(e)).toBe(band));
});

describe('residual risk', () => {
  it('with no controls equals the inherent risk', () => {
    fc.assert(
      fc.property(scale, scale, (l, i) => {
        expect(residualRisk(l, i, []).score).toBe(l * i);
      }),
    );
  });

  it('never exceeds the inherent risk and never drops below 1', () => {
    const control = fc.record({
      type: fc.constantFrom('preventive', 'detective', 'corrective'),
      effectiveness: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(scale, scale, fc.array(control, { maxLength: 6 }), (l, i, controls) => {
        const r = residualRisk(l, i, controls);
        expect(r.score).toBeLessThanOrEqual(l * i);
        expect(r.likelihood).toBeGreaterThanOrEqual(1);
        expect(r.impact).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('preventive controls lower likelihood; detective lower impact', () => {
    expect(residualRisk(5, 5, [{ type: 'preventive', effectiveness: 0.8 }])).toMatchObject({
      likelihood: 1,
      impact: 5,
    });
    expect(residualRisk(5, 5, [{ type: 'detective', effectiveness: 0.6 }])).toMatchObject({
      likelihood: 5,
      impact: 2,
    });
  });

  it('combines independent controls and caps at 0.95', () => {
    expect(combinedEffectiveness([0.5, 0.5])).toBeCloseTo(0.75);
    expect(combinedEffectiveness([1, 1])).toBe(0.95);
    expect(combinedEffectiveness([])).toBe(0);
  });
});

describe('normalisation (spec §3)', () => {
  it.each([
    ['technology', 'TECHNOLOGY'],
    ['weird', 'OPERATIONAL'],
    [undefined, 'OPERATIONAL'],
  ])('category %s -> %s', (v, expected) => expect(normalizeCategory(v)).toBe(expected));
  it.each([
    ['ASSESSED', 'assessed'],
    ['open', 'identified'],
    ['In Progress', 'in-progress'],
    [null, 'identified'],
  ])('status %s -> %s', (v, expected) => expect(normalizeRiskStatus(v)).toBe(expected));
  it('a stored control frequency is kept when known, else read as monthly', () => {
    for (const f of CONTROL_FREQUENCIES) expect(normalizeFrequency(f)).toBe(f);
    expect(normalizeFrequency('weekly')).toBe('MONTHLY');
    expect(normalizeFrequency('')).toBe('MONTHLY');
  });
  it('owner falls back to the assignee email, then Unassigned', () => {
    expect(displayOwner('Ana', 'x@y')).toBe('Ana');
    expect(displayOwner(' ', 'x@y')).toBe('x@y');
    expect(displayOwner(null, null)).toBe('Unassigned');
  });
});

describe('dates', () => {
  it('adds months keeping the day where the month has it', () => {
    expect(addMonthsUtc(new Date('2026-01-31T00:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(addMonthsUtc(new Date('2026-11-22T00:00:00Z'), 3).toISOString()).toBe(
      '2027-02-22T00:00:00.000Z',
    );
  });
  it('plans the next test from the frequency', () => {
    const from = new Date('2026-11-22T00:00:00Z');
    expect(nextTestDate(from, 'WEEKLY').toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(nextTestDate(from, 'QUARTERLY').toISOString()).toBe('2027-02-22T00:00:00.000Z');
    expect(nextTestDate(from, 'ANNUALLY').toISOString()).toBe('2027-11-22T00:00:00.000Z');
  });
});
