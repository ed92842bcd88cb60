import type { StepResult } from '@rampart/contracts';
import type { TestScriptRow } from '@rampart/db';
import { invalid } from '../../errors.ts';

type Outcome = StepResult['outcome'];
export type ExecutionResult = 'pass' | 'fail' | 'partial';

/**
 * Every step of the script exactly once; the results come back in the script's step order.
 * The first problem is named by its place in the list ("stepResults.2.stepId").
 */
export const orderedStepResults = (
  steps: TestScriptRow['steps'],
  results: StepResult[],
): StepResult[] => {
  const order = new Map(steps.map((s, i) => [s.id, i]));
  const seen = new Set<string>();
  for (const [i, r] of results.entries()) {
    if (!order.has(r.stepId)) {
      throw invalid(`stepResults.${i}.stepId`, `Step ${r.stepId} is not in this test script`);
    }
    if (seen.has(r.stepId)) {
      throw invalid(`stepResults.${i}.stepId`, `Step ${r.stepId} has more than one result`);
    }
    seen.add(r.stepId);
  }
  const missing = steps.find((s) => !seen.has(s.id));
  if (missing) throw invalid('stepResults', `Give a result for step ${missing.id}`);
  return [...results].sort((a, b) => order.get(a.stepId)! - order.get(b.stepId)!);
};

/** Fail if any step failed, pass if every step passed, partial otherwise (some skipped). */
export const executionResult = (outcomes: Outcome[]): ExecutionResult => {
  if (outcomes.includes('fail')) return 'fail';
  return outcomes.every((o) => o === 'pass') ? 'pass' : 'partial';
};

/** Passed over tested steps (skipped ones do not count); null when nothing was tested. */
export const measuredEffectiveness = (outcomes: Outcome[]): number | null => {
  const tested = outcomes.filter((o) => o !== 'skipped');
  return tested.length === 0 ? null : tested.filter((o) => o === 'pass').length / tested.length;
};
