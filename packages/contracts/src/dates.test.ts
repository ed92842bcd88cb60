import { describe, expect, it } from 'vitest';
import { calendarDate, DATE_RANGE_MESSAGE } from './dates.ts';

const schema = calendarDate();
const parsed = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? result.data.toISOString() : result.error.issues[0]!.message;
};

describe('calendarDate', () => {
  it.each([
    ['2026-02-28', '2026-02-28T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2000-02-29', '2000-02-29T00:00:00.000Z'],
    ['1900-01-01', '1900-01-01T00:00:00.000Z'],
    ['2200-12-31', '2200-12-31T00:00:00.000Z'],
    ['2026-06-30T12:30:00.000Z', '2026-06-30T12:30:00.000Z'],
    ['2026-06-30T12:30:00+02:00', '2026-06-30T10:30:00.000Z'],
    [' 2026-06-30 ', '2026-06-30T00:00:00.000Z'],
  ])('reads %s as %s', (text, iso) => {
    expect(parsed(text)).toBe(iso);
  });

  it.each([
    '2026-02-29',
    '2100-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-00-10',
    '2026-13-01',
    '2026-01-00',
    '2026-01-01T24:00:00Z',
    '2026-01-01T23:60:00Z',
    '2026-1-1',
    '01/02/2026',
    'tomorrow',
    '',
    '+099999-01-01',
    '99999-01-01',
  ])('refuses %s as not a real date', (text) => {
    expect(parsed(text)).toBe('Enter a valid date');
  });

  it.each(['1899-12-31', '2201-01-01', '0001-01-01', '9999-12-31'])(
    'refuses %s as out of range',
    (text) => {
      expect(parsed(text)).toBe(DATE_RANGE_MESSAGE);
    },
  );

  it('reads a date and time without a zone as UTC, whatever the server time zone', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'America/New_York'; // Node applies a changed TZ at once
    try {
      expect(parsed('2026-01-01T00:30')).toBe('2026-01-01T00:30:00.000Z');
      expect(parsed('2026-01-01 00:30:15')).toBe('2026-01-01T00:30:15.000Z');
      expect(parsed('2026-01-01')).toBe('2026-01-01T00:00:00.000Z');
      expect(parsed('2026-01-01T00:30:00-05:00')).toBe('2026-01-01T05:30:00.000Z');
    } finally {
      process.env.TZ = saved;
    }
  });

  it('refuses numbers, booleans and objects, which z.coerce.date took', () => {
    for (const value of [0, 1_700_000_000_000, true, {}, []]) {
      expect(parsed(value)).toBe('Enter a valid date');
    }
  });

  it('takes a Date in range and keeps the message it is given', () => {
    expect(parsed(new Date('2026-03-01T00:00:00Z'))).toBe('2026-03-01T00:00:00.000Z');
    expect(
      calendarDate('dateTo must be a date').safeParse('2026-02-30').error?.issues[0]?.message,
    ).toBe('dateTo must be a date');
  });
});
