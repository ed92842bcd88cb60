import { describe, expect, it } from 'vitest';
import { calendarDaysUntil, dueInWords } from './due.ts';

const now = new Date('2026-05-17T15:30:00.000Z');

describe('calendar days until a due date (UTC days)', () => {
  it.each([
    ['same day, earlier hour', '2026-05-17T00:00:00.000Z', 0, 'Due today'],
    ['same day, later hour', '2026-05-17T23:59:59.000Z', 0, 'Due today'],
    ['a date with no time, today', '2026-05-17', 0, 'Due today'],
    ['tomorrow just after midnight', '2026-05-18T00:00:01.000Z', 1, 'Due in 1 day'],
    ['tomorrow at midnight (less than 24 h away)', '2026-05-18T00:00:00.000Z', 1, 'Due in 1 day'],
    ['tomorrow late (more than 24 h away)', '2026-05-18T23:00:00.000Z', 1, 'Due in 1 day'],
    ['a date with no time, in 12 days', '2026-05-29', 12, 'Due in 12 days'],
    ['yesterday just before midnight', '2026-05-16T23:59:59.000Z', -1, '1 day overdue'],
    ['yesterday morning', '2026-05-16T08:00:00.000Z', -1, '1 day overdue'],
    ['three days ago', '2026-05-14', -3, '3 days overdue'],
    ['across a month end', '2026-06-01', 15, 'Due in 15 days'],
    ['across a year end', '2027-01-01', 229, 'Due in 229 days'],
  ])('%s', (_what, due, expectedDays, words) => {
    expect(calendarDaysUntil(due, now)).toBe(expectedDays);
    expect(dueInWords(due, now)).toBe(words);
  });

  it('just before midnight, tomorrow is one day away even a minute later', () => {
    const late = new Date('2026-05-17T23:59:00.000Z');
    expect(calendarDaysUntil('2026-05-18T00:00:00.000Z', late)).toBe(1);
    expect(calendarDaysUntil('2026-05-17T00:00:00.000Z', late)).toBe(0);
  });

  it('says nothing for a missing or unreadable date', () => {
    expect(dueInWords(null, now)).toBe('—');
    expect(dueInWords('not a date', now)).toBe('—');
  });
});
