import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linearFit, projectFit } from './linear-trend.ts';

describe('linearFit (least squares)', () => {
  it.each([
    // values -> slope, intercept, r2
    [[1, 2, 3, 4], 1, 1, 1],
    [[10, 8, 6, 4, 2], -2, 10, 1],
    [[5, 5, 5], 0, 5, null],
    [[1, 3, 2, 4], 0.8, 1.3, 0.64],
    [[2, null, 6], 2, 2, 1], // gaps keep their x
    [[null, 4, null, 8], 2, 2, 1],
  ] as const)('%j: slope %d, intercept %d, R² %s', (values, slope, intercept, r2) => {
    const fit = linearFit(values);
    expect(fit).not.toBeNull();
    expect(fit!.slope).toBeCloseTo(slope, 10);
    expect(fit!.intercept).toBeCloseTo(intercept, 10);
    if (r2 === null) expect(fit!.r2).toBeNull();
    else expect(fit!.r2).toBeCloseTo(r2, 10);
  });

  it.each([[[]], [[7]], [[null, 3, null]], [[null, null]]])('%j: too few points, no line', (v) => {
    expect(linearFit(v)).toBeNull();
  });

  it('recovers any exact line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 2, max: 40 }),
        (a, b, n) => {
          const fit = linearFit(Array.from({ length: n }, (_, x) => a + b * x))!;
          expect(fit.slope).toBeCloseTo(b, 8);
          expect(fit.intercept).toBeCloseTo(a, 8);
        },
      ),
    );
  });
});

describe('projectFit', () => {
  it('extends the line and keeps it within bounds', () => {
    const fit = linearFit([10, 14, 18])!; // slope 4
    expect(projectFit(fit, 3, 3, { min: 1, max: 25, digits: 1 })).toEqual([22, 25, 25]);
    const falling = linearFit([0.5, 0.3, 0.1])!;
    expect(projectFit(falling, 3, 2, { min: 0, max: 1, digits: 3 })).toEqual([0, 0]);
  });
});
