import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bandAfterTest, parsePercent, toFraction, toPercent } from './effectiveness.ts';

describe('effectiveness as a percentage', () => {
  it.each([
    [0, 0],
    [0.5, 50],
    [0.855, 86],
    [1, 100],
  ])('%d is %i%%', (fraction, percent) => {
    expect(toPercent(fraction)).toBe(percent);
  });

  it.each([
    [0, 0],
    [72, 0.72],
    [72.4, 0.72],
    [-5, 0],
    [140, 1],
  ])('%d%% is sent as %d', (percent, fraction) => {
    expect(toFraction(percent)).toBe(fraction);
  });

  it('always sends 0..1 and round-trips whole percentages', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (p) => {
        const f = toFraction(p);
        return f >= 0 && f <= 1;
      }),
    );
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 }), (p) => toPercent(toFraction(p)) === p));
  });

  it.each([
    ['', null],
    ['  ', null],
    ['abc', null],
    ['-1', null],
    ['101', null],
    ['1e2', null],
    ['0', 0],
    ['85', 85],
    [' 72.5 ', 72.5],
    ['100', 100],
  ])('reads %j as %j', (text, value) => {
    expect(parsePercent(text)).toBe(value);
  });

  it.each([
    [0.6, 'low'],
    [0.61, 'medium'],
    [0.8, 'medium'],
    [0.81, 'high'],
  ] as const)('a test at %d gives the band %s (spec §4)', (fraction, band) => {
    expect(bandAfterTest(fraction)).toBe(band);
  });
});
