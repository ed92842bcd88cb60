import { describe, expect, it } from 'vitest';
import { adoptionSummary, formatCost, formatHours } from './format.ts';

describe('library formats', () => {
  it('writes cost in whole dollars and hours with one decimal at most', () => {
    expect(formatCost(2400)).toBe('$2,400');
    expect(formatCost(1679.6)).toBe('$1,680');
    expect(formatHours(16.8)).toBe('16.8 h');
    expect(formatHours(24)).toBe('24 h');
  });

  it('sums up an adoption', () => {
    expect(adoptionSummary(2, 0)).toBe('2 controls added');
    expect(adoptionSummary(1, 3)).toBe('1 control added, 3 already in the register');
  });
});
