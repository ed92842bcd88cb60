import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [60_000, '1 min ago'],
    [59 * 60_000, '59 min ago'],
    [3_600_000, '1 h ago'],
    [23 * 3_600_000 + 59 * 60_000, '23 h ago'],
    [86_400_000, '1 d ago'],
    [6 * 86_400_000, '6 d ago'],
    [7 * 86_400_000, 'Nov 15, 2026'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });
  it('reads a time slightly ahead of the clock as just now, and a bad date as a dash', () => {
    expect(relativeTime(ago(-5000), now)).toBe('just now');
    expect(relativeTime('nope', now)).toBe('—');
  });
});
