import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatDate,
  formatDateTime,
  formatDollars,
  formatNumber,
  shortMonthName,
} from './format.ts';

describe('formatDate', () => {
  it.each([
    ['2026-11-22T10:00:00.000Z', 'Nov 22, 2026'],
    ['2026-01-01T00:00:00.000Z', 'Jan 1, 2026'],
    ['2026-12-31T23:59:59.999Z', 'Dec 31, 2026'],
    [new Date('2025-07-04T12:00:00Z'), 'Jul 4, 2025'],
    [null, '—'],
    [undefined, '—'],
    ['', '—'],
    ['not a date', '—'],
  ])('%s -> %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it.each([
    ['2026-11-22T14:05:09.000Z', 'Nov 22, 2026, 14:05 UTC'],
    ['2026-11-22T00:00:00.000Z', 'Nov 22, 2026, 00:00 UTC'],
    ['2026-11-22T23:59:00.000Z', 'Nov 22, 2026, 23:59 UTC'],
    [null, '—'],
    ['garbage', '—'],
  ])('%s -> %s', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });
});

describe('written out, the same as Intl would write them', () => {
  const intlDate = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const intlTime = new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });

  it('dates and times across years, months and hours', () => {
    for (
      let t = Date.UTC(1999, 0, 1);
      t < Date.UTC(2031, 0, 1);
      t += 3_600_000 * 37 + 60_000 * 13
    ) {
      const d = new Date(t);
      expect(formatDate(d)).toBe(intlDate.format(d));
      expect(formatDateTime(d)).toBe(`${intlDate.format(d)}, ${intlTime.format(d)} UTC`);
    }
  });

  it.each([0, 1, 2])('numbers with at most %i decimals', (digits) => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
    const values = [
      0,
      -0,
      0.04,
      0.05,
      0.5,
      1.25,
      1.35,
      2.5,
      999.95,
      1000,
      1234.5678,
      -1234.5678,
      1e6 + 0.45,
      987654321.123,
    ];
    for (let i = -2000; i <= 2000; i += 1) values.push(i * 13.37, i / 7);
    // Intl writes a negative number that rounds to zero as "-0"; Rampart writes "0".
    for (const v of values) {
      expect(formatNumber(v, digits), String(v)).toBe(intl.format(v).replace(/^-0$/, '0'));
    }
  });
});

describe('dollars, short counts and month names, as Intl writes them', () => {
  const sweep = [0, 1, 7, 49.5, 999, 999.94, 999.95, 1000, 1049, 1050, 1234, 9999, 99_949, 99_950];
  for (let v = 1; v < 5e13; v *= 1.37) sweep.push(Math.round(v), v);

  it('whole dollars', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    for (const v of [...sweep, ...sweep.map((x) => -x)]) {
      expect(formatDollars(v), String(v)).toBe(intl.format(v).replace(/^-\$0$/, '$0'));
    }
  });

  it('short counts', () => {
    const intl = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
    for (const v of sweep) expect(formatCompact(v), String(v)).toBe(intl.format(v));
  });

  it('month names', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
    for (let m = 0; m < 12; m += 1) {
      expect(shortMonthName(m)).toBe(intl.format(new Date(Date.UTC(2026, m, 1))));
    }
  });
});
