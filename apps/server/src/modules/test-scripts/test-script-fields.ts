import { newId, type TestScriptRow } from '@rampart/db';
import { invalid } from '../../errors.ts';

type Step = TestScriptRow['steps'][number];
type StepInput = { id?: string; instruction: string; expectedResult: string };

/**
 * The new list of steps: a step sent with an id keeps it (it must be one of the script's and
 * appear once), a step without one gets a new id.
 */
export const assignStepIds = (given: StepInput[], existing: Step[] = []): Step[] => {
  const known = new Set(existing.map((s) => s.id));
  const seen = new Set<string>();
  return given.map(({ id, instruction, expectedResult }, i) => {
    if (id === undefined) return { id: newId('stp'), instruction, expectedResult };
    if (!known.has(id)) throw invalid(`steps.${i}.id`, `Step ${id} is not in this test script`);
    if (seen.has(id)) throw invalid(`steps.${i}.id`, `Step ${id} appears more than once`);
    seen.add(id);
    return { id, instruction, expectedResult };
  });
};

export const testScriptSnapshot = (row: TestScriptRow) => ({
  title: row.title,
  description: row.description,
  steps: row.steps,
});
