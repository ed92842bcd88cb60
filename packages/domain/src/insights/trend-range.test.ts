import { describe, expect, it } from 'vitest';
import { periodRange, stepFor, trendMoments, trendRange } from './trend-range.ts';

const now = new Date('2026-11-25T12:00:00.000Z');
const DAY = 86_400_000;

describe('trend ranges', () => {
  it.each([
    [1, 'day'],
    [30, 'day'],
    [45, 'day'],
    [46, 'week'],
    [90, 'week'],
    [182, 'week'],
    [183, 'month'],
    [365, 'month'],
    [1095, 'month'],
  ])('a period of %i days is aggregated by the %s', (days, step) => {
    expect(stepFor(days)).toBe(step);
  });

  it('a year is 14 monthly points, not 54 weeks; no period draws more than 46 points', () => {
    for (const days of [30, 45, 46, 90, 182, 183, 365, 1095]) {
      expect(trendRange(days, now).count).toBeLessThanOrEqual(46);
    }
    expect(periodRange({ period: '365d' }, now)).toMatchObject({ step: 'month', count: 14 });
  });

  it('30 days: 31 daily moments ending now', () => {
    const r = periodRange({ period: '30d' }, now);
    expect(r).toMatchObject({ step: 'day', count: 31 });
    const m = trendMoments(r);
    expect(m.at(-1)!.toISOString()).toBe(now.toISOString());
    expect(m[0]!.getTime()).toBe(now.getTime() - 30 * DAY);
  });

  it('90 days: weekly moments covering the whole period; 365 days: monthly ones', () => {
    const q = periodRange({ period: '90d' }, now);
    expect(q).toMatchObject({ step: 'week', count: 14 });
    expect(q.start.getTime()).toBeLessThanOrEqual(now.getTime() - 90 * DAY);
    const year = periodRange({ period: '365d' }, now);
    expect(year.start.getTime()).toBeLessThanOrEqual(now.getTime() - 365 * DAY);
  });

  it('custom: from the start of the first day to the end of the last, never past now', () => {
    const r = periodRange(
      { period: 'custom', from: new Date('2026-01-01'), to: new Date('2026-01-31') },
      now,
    );
    expect(r.step).toBe('day');
    expect(trendMoments(r).at(-1)!.toISOString()).toBe('2026-01-31T23:59:59.999Z');
    const future = periodRange(
      { period: 'custom', from: new Date('2026-11-01'), to: new Date('2027-01-01') },
      now,
    );
    expect(trendMoments(future).at(-1)!.toISOString()).toBe(now.toISOString());
    expect(trendRange(1000, now).step).toBe('month');
  });
});
