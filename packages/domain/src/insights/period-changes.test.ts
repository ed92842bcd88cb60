import { describe, expect, it } from 'vitest';
import { describePeriodChanges, type PeriodChangesInput } from './period-changes.ts';

const levels = (critical: number, high: number, medium = 0, low = 0) => ({
  critical,
  high,
  medium,
  low,
});
const base: PeriodChangesInput = {
  since: 'Since Sep 2',
  risks: {
    start: { total: 10, residual: levels(1, 1, 4, 4) },
    end: { total: 10, residual: levels(1, 1, 4, 4) },
  },
  findings: { opened: 0, closed: 0 },
  coverage: [{ name: 'SOC 2', start: 62, end: 62 }],
};

describe('what changed over the period', () => {
  it('says so when nothing moved', () => {
    expect(describePeriodChanges(base)).toBe(
      'Since Sep 2, nothing changed: the same risks, no finding opened or closed, and the same coverage.',
    );
  });

  it('names each change with its figures, in one sentence', () => {
    expect(
      describePeriodChanges({
        ...base,
        risks: { ...base.risks, end: { total: 12, residual: levels(2, 3, 4, 3) } },
        findings: { opened: 4, closed: 2 },
        coverage: [
          { name: 'SOC 2', start: 62, end: 71 },
          { name: 'ISO 27001', start: 40, end: 40 },
        ],
      }),
    ).toBe(
      'Since Sep 2, the register grew by 2 risks (10 to 12); risks rated critical or high after controls went up from 2 to 5; 4 findings were opened and 2 closed; and SOC 2 coverage went from 62% to 71% met.',
    );
  });

  it.each([
    [{ opened: 1, closed: 0 }, 'Since Sep 2, 1 finding was opened and none closed.'],
    [{ opened: 0, closed: 3 }, 'Since Sep 2, 3 findings were closed and none opened.'],
  ])('findings only: %o', (findings, text) => {
    expect(describePeriodChanges({ ...base, findings })).toBe(text);
  });

  it('risks that came down, and a framework first measured in the period', () => {
    expect(
      describePeriodChanges({
        ...base,
        risks: { ...base.risks, end: { total: 9, residual: levels(0, 1, 4, 4) } },
        coverage: [{ name: 'HIPAA', start: null, end: 30 }],
      }),
    ).toBe(
      'Since Sep 2, the register shrank by 1 risk (10 to 9); risks rated critical or high after controls went down from 2 to 1; and HIPAA coverage started at 30% met.',
    );
  });
});
