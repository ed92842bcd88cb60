import { describe, expect, it } from 'vitest';
import { periodRange, stepFor, trendMoments, trendRange } from './trend-range.ts';

const now = new Date('2026-11-25T12:00:00.000Z');
const DAY = 86_400_000;

describe('trend ranges', () => {
  it('picks the step by the length of the period', () => {
    expect([30, 45, 46, 90, 365, 400, 401].map(stepFor)).toEqual([
      'day',
      'day',
      'week',
      'week',
      'week',
      'week',
      'month',
    ]);
  });

  it('30 days: 31 daily moments ending now', () => {
    const r = periodRange({ period: '30d' }, now);
    expect(r).toMatchObject({ step: 'day', count: 31 });
    const m = trendMoments(r);
    expect(m.at(-1)!.toISOString()).toBe(now.toISOString());
    expect(m[0]!.getTime()).toBe(now.getTime() - 30 * DAY);
  });

  it('90 and 365 days: weekly moments covering the whole period', () => {
    const q = periodRange({ period: '90d' }, now);
    expect(q).toMatchObject({ step: 'week', count: 14 });
    expect(q.start.getTime()).toBeLessThanOrEqual(now.getTime() - 90 * DAY);
    expect(periodRange({ period: '365d' }, now)).toMatchObject({ step: 'week', count: 54 });
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
