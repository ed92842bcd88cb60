import { describe, expect, it } from 'vitest';
import { checkGrantDays, daysWords, grantEndWords } from './grant-days.ts';

describe('the days an approved visitor keeps access', () => {
  it.each([
    ['1', 1],
    ['30', 30],
    [' 365 ', 365],
  ])('"%s" is %d days', (text, days) => {
    expect(checkGrantDays(text)).toEqual({ days });
  });

  it.each([
    ['0', 'At least one day'],
    ['366', 'At most 365 days'],
    ['2.5', 'Whole days'],
    ['', 'Give a number of days, from 1 to 365'],
    ['a week', 'Give a number of days, from 1 to 365'],
    ['-3', 'Give a number of days, from 1 to 365'],
  ])('"%s" is refused: %s', (text, error) => {
    expect(checkGrantDays(text)).toEqual({ error });
  });

  it('says when access would end, and nothing for a bad number', () => {
    const now = new Date('2026-05-18T09:30:00Z').getTime();
    expect(grantEndWords('30', now)).toBe('Until Jun 17, 2026');
    expect(grantEndWords('1', now)).toBe('Until May 19, 2026');
    expect(grantEndWords('0', now)).toBeNull();
  });

  it('counts days in words', () => {
    expect(daysWords(1)).toBe('1 day');
    expect(daysWords(30)).toBe('30 days');
  });
});
