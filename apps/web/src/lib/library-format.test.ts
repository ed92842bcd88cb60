import { describe, expect, it } from 'vitest';
import { adoptionSummary, controlCount, formatCost, formatHours } from './library-format.ts';

describe('library formats', () => {
  it('writes cost in whole dollars and hours with one decimal at most', () => {
    expect(formatCost(2400)).toBe('$2,400');
    expect(formatCost(1679.6)).toBe('$1,680');
    expect(formatHours(16.8)).toBe('16.8 h');
    expect(formatHours(24)).toBe('24 h');
  });

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
