import { describe, expect, it } from 'vitest';
import { formatMoment } from './moment.ts';

const now = new Date('2026-05-18T09:30:00.000Z');

describe('a moment read against today', () => {
  it.each([
    ['earlier today', '2026-05-18T08:05:00.000Z', '08:05'],
    ['at the first minute of today', '2026-05-18T00:00:00.000Z', '00:00'],
    ['a little ahead of the clock, still today', '2026-05-18T09:31:00.000Z', '09:31'],
    ['yesterday just before midnight', '2026-05-17T23:59:00.000Z', 'May 17, 23:59'],
    ['yesterday morning (less than 24 h ago)', '2026-05-17T11:00:00.000Z', 'May 17, 11:00'],
    ['earlier this year', '2026-01-02T07:00:00.000Z', 'Jan 2, 07:00'],
    ['last year on the same day', '2025-05-18T09:00:00.000Z', 'May 18, 2025'],
    ['last year on New Year’s Eve', '2025-12-31T23:00:00.000Z', 'Dec 31, 2025'],
  ])('%s', (_what, at, text) => {
    expect(formatMoment(at, now)).toBe(text);
  });

  it('counts days in the zone it is given', () => {
    // 23:30 UTC on May 17 is already May 18 in Berlin, so it is today there.
    expect(formatMoment('2026-05-17T23:30:00.000Z', now, 'Europe/Berlin')).toBe('01:30');
    expect(formatMoment('2026-05-17T23:30:00.000Z', now, 'UTC')).toBe('May 17, 23:30');
  });

  it('reads the reader’s own zone from the date’s local parts, as Intl would in that zone', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (let h = 0; h < 24 * 400; h += 7) {
      const at = new Date(now.getTime() - h * 3_600_000);
      expect(formatMoment(at, now, 'local')).toBe(formatMoment(at, now, zone));
    }
  });

  it('names midnight 00:00 in a named zone as in UTC', () => {
    expect(formatMoment('2026-05-17T22:00:00.000Z', now, 'Europe/Berlin')).toBe('00:00');
  });

  it('shows a dash for no or an unreadable date', () => {
    expect(formatMoment(null, now)).toBe('—');
    expect(formatMoment('soon', now)).toBe('—');
  });
});
