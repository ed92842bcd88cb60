import { describe, expect, it } from 'vitest';
import { nextReportRun } from './report-schedule.ts';

const at = (iso: string) => new Date(iso);
const next = (rule: Parameters<typeof nextReportRun>[0], after: string) =>
  nextReportRun(rule, at(after)).toISOString();

describe('nextReportRun', () => {
  it('weekly: the next such weekday at the hour, later today when still ahead', () => {
    // 2026-11-25 is a Wednesday.
    expect(next({ frequency: 'weekly', weekday: 1, hour: 7 }, '2026-11-25T10:00:00Z')).toBe(
      '2026-11-30T07:00:00.000Z',
    );
    expect(next({ frequency: 'weekly', weekday: 3, hour: 12 }, '2026-11-25T10:00:00Z')).toBe(
      '2026-11-25T12:00:00.000Z',
    );
    expect(next({ frequency: 'weekly', weekday: 3, hour: 7 }, '2026-11-25T10:00:00Z')).toBe(
      '2026-12-02T07:00:00.000Z',
    );
    expect(next({ frequency: 'weekly', weekday: 7, hour: 0 }, '2026-11-25T10:00:00Z')).toBe(
      '2026-11-29T00:00:00.000Z',
    );
  });

  it('monthly: the day this month if still ahead, else next month, across the year end', () => {
    expect(next({ frequency: 'monthly', dayOfMonth: 28, hour: 7 }, '2026-11-25T10:00:00Z')).toBe(
      '2026-11-28T07:00:00.000Z',
    );
    expect(next({ frequency: 'monthly', dayOfMonth: 1, hour: 7 }, '2026-12-05T10:00:00Z')).toBe(
      '2027-01-01T07:00:00.000Z',
    );
    // Exactly at the run time: the next one, never the same moment twice.
    expect(next({ frequency: 'monthly', dayOfMonth: 1, hour: 7 }, '2027-01-01T07:00:00Z')).toBe(
      '2027-02-01T07:00:00.000Z',
    );
  });
});
