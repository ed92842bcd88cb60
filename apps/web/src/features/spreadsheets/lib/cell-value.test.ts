import { describe, expect, it } from 'vitest';
import { formatPercent, INVALID_PERCENT, planCellChange } from './cell-value.ts';

describe('formatPercent', () => {
  it.each([
    [undefined, ''],
    [0, '0'],
    [0.8, '80'],
    [0.725, '72.5'],
    [0.82345, '82.3'],
    [1, '100'],
  ])('%s -> %j', (value, text) => expect(formatPercent(value)).toBe(text));
});

describe('planCellChange', () => {
  it.each([
    [undefined, '', { kind: 'none' }],
    [undefined, '  ', { kind: 'none' }],
    [undefined, '80', { kind: 'create', effectiveness: 0.8 }],
    [undefined, '0', { kind: 'create', effectiveness: 0 }],
    [undefined, '100%', { kind: 'create', effectiveness: 1 }],
    [undefined, '72,5', { kind: 'create', effectiveness: 0.725 }],
    [0.8, '80', { kind: 'none' }],
    [0.8, ' 80 % ', { kind: 'none' }],
    [0.82345, '82.3', { kind: 'none' }],
    [0.8, '60', { kind: 'update', effectiveness: 0.6 }],
    [0.8, '', { kind: 'delete' }],
  ])('%s with %j', (current, draft, change) => {
    expect(planCellChange(current, draft)).toEqual(change);
  });

  it.each(['100.1', '-1', 'lots', '1e2', '0x10', '50%%'])('refuses %j', (draft) => {
    expect(planCellChange(0.5, draft)).toEqual({ kind: 'invalid', message: INVALID_PERCENT });
  });
});
