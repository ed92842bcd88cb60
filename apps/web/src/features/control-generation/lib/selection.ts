import type { GeneratedControl, GenerationResult } from '@rampart/contracts';

/** §4: the Results tab opens with every generated control selected. */
export const allControlIds = (results: readonly GenerationResult[]): string[] =>
  results.flatMap((r) => r.controls.map((c) => c.id));

export const toggleId = (selected: ReadonlySet<string>, id: string, on: boolean): Set<string> => {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

export type SelectionTotals = { count: number; hours: number; cost: number; risks: number };

/** What applying the selection would commit to. */
export const selectionTotals = (
  results: readonly GenerationResult[],
  selected: ReadonlySet<string>,
): SelectionTotals => {
  const chosen: GeneratedControl[] = results.flatMap((r) =>
    r.controls.filter((c) => selected.has(c.id)),
  );
  return {
    count: chosen.length,
    hours: Math.round(chosen.reduce((s, c) => s + c.estimatedHours, 0) * 10) / 10,
    cost: chosen.reduce((s, c) => s + c.estimatedCost, 0),
    risks: new Set(chosen.map((c) => c.riskId)).size,
  };
};
