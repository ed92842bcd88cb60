import { describe, expect, it } from 'vitest';
import { adoptionSummary, controlCount } from './adoption.ts';

describe('adoptionSummary', () => {
  it.each([
    [3, 2, '3 controls added, 2 already in the register'],
    [1, 0, '1 control added'],
    [0, 10, '0 controls added, 10 already in the register'],
    [1200, 0, '1,200 controls added'],
  ])('%i created, %i skipped reads "%s"', (created, skipped, text) => {
    expect(adoptionSummary(created, skipped)).toBe(text);
  });

  it('counts controls', () => {
    expect(controlCount(1)).toBe('1 control');
    expect(controlCount(0)).toBe('0 controls');
  });
});
