import { describe, expect, it } from 'vitest';
import type { FrameworkItem, LibraryControlItem } from '@rampart/contracts';
import { effortTotals, overallSummary } from './totals.ts';

const framework = (
  id: string,
  summary: FrameworkItem['summary'],
  selected = summary !== null,
): FrameworkItem => ({
  id,
  name: id,
  version: '1',
  description: '',
  source: 'builtin',
  selected,
  requirementCount: summary?.total ?? 10,
  summary,
  abilities: { update: true, delete: false },
});

const summary = (met: number, partlyMet: number, notMet: number, notApplicable: number) => ({
  total: met + partlyMet + notMet + notApplicable,
  met,
  partlyMet,
  notMet,
  notApplicable,
  percentMet: 0,
  percentProgress: 0,
});

describe('overallSummary', () => {
  it('is empty with nothing tracked', () => {
    expect(overallSummary([framework('GDPR', null)])).toEqual({
      tracked: 0,
      applicable: 0,
      met: 0,
      percentMet: 0,
      openGaps: 0,
    });
  });

  it('weights the share by applicable requirements across tracked frameworks', () => {
    const result = overallSummary([
      framework('ISO27001', summary(10, 5, 75, 3)),
      framework('SOC2', summary(20, 1, 9, 0)),
      framework('HIPAA', null),
    ]);
    // (10 + 20) met of (90 + 30) applicable = 25 %.
    expect(result).toEqual({ tracked: 2, applicable: 120, met: 30, percentMet: 25, openGaps: 90 });
  });

  it('rounds to one decimal', () => {
    expect(overallSummary([framework('A', summary(1, 0, 2, 0))]).percentMet).toBe(33.3);
  });

  it('ignores a summary of an untracked framework', () => {
    expect(overallSummary([framework('A', summary(1, 0, 0, 0), false)]).tracked).toBe(0);
  });
});

describe('effortTotals', () => {
  const control = (id: string, hours: number, cost: number, adopted: string | null) =>
    ({
      id,
      adoptedControlId: adopted,
      effort: { estimatedHours: hours, estimatedCost: cost },
    }) as LibraryControlItem;

  it('adds up the controls still to adopt', () => {
    expect(
      effortTotals([
        control('a', 24, 2400, null),
        control('b', 16.8, 1680, null),
        control('c', 8, 800, 'ctl_1'),
      ]),
    ).toEqual({ count: 2, hours: 40.8, cost: 4080 });
    expect(effortTotals([])).toEqual({ count: 0, hours: 0, cost: 0 });
  });
});
