import type { FrameworkItem, LibraryControlItem } from '@rampart/contracts';

export type OverallSummary = {
  tracked: number;
  /** Requirements that apply (all but not applicable), across tracked frameworks. */
  applicable: number;
  met: number;
  /** Met as a share of the applicable requirements, percent, one decimal; 0 with none. */
  percentMet: number;
  /** Not met plus partly met. */
  openGaps: number;
};

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Framework Status across every tracked framework. The share is weighted by requirements
 * (a 300-requirement framework counts more than a 20-requirement one), as an auditor would.
 */
export const overallSummary = (frameworks: readonly FrameworkItem[]): OverallSummary => {
  const tracked = frameworks.filter((f) => f.selected && f.summary);
  let applicable = 0;
  let met = 0;
  let openGaps = 0;
  for (const { summary } of tracked) {
    applicable += summary!.total - summary!.notApplicable;
    met += summary!.met;
    openGaps += summary!.notMet + summary!.partlyMet;
  }
  return {
    tracked: tracked.length,
    applicable,
    met,
    percentMet: applicable === 0 ? 0 : oneDecimal((met / applicable) * 100),
    openGaps,
  };
};

/** Hours and cost of adopting these controls (those already adopted cost nothing more). */
export const effortTotals = (controls: readonly LibraryControlItem[]) => {
  const pending = controls.filter((c) => !c.adoptedControlId);
  return {
    count: pending.length,
    hours: pending.reduce((n, c) => n + c.effort.estimatedHours, 0),
    cost: pending.reduce((n, c) => n + c.effort.estimatedCost, 0),
  };
};
