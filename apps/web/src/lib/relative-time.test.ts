import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const HOUR = 3_600_000;

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [60_000, '1 min ago'],
    [59 * 60_000, '59 min ago'],
    // Past the hour, the time of day; past today, the date with its time.
    [HOUR, '11:00'],
    [12 * HOUR, '00:00'],
    [12 * HOUR + 60_000, 'Nov 21, 23:59'],
    [23 * HOUR, 'Nov 21, 13:00'],
    [6 * 24 * HOUR, 'Nov 16, 12:00'],
    [365 * 24 * HOUR, 'Nov 22, 2025'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(relativeTime(ago(ms), now, 'UTC')).toBe(text);
  });
  it('reads a time slightly ahead of the clock as just now, and a bad date as a dash', () => {
    expect(relativeTime(ago(-5000), now, 'UTC')).toBe('just now');
    expect(relativeTime('nope', now, 'UTC')).toBe('—');
  });
});
