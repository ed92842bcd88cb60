import { z } from 'zod';
import type { GeneratedTestSteps } from '@rampart/contracts';
import { normalizeFrequency, offlineTestSteps, type StepSource } from '@rampart/domain';
import { findControl, findLibraryControl } from '@rampart/db';
import { notFound } from '../../../errors.ts';
import { answerMeta, callerOf, factsJson, runOffline } from './answer.ts';
import type { AnalysisCall } from './answer.ts';

export const TEST_STEPS_FEATURE = 'test-step-generation';

export const modelStepsSchema = z.object({
  steps: z
    .array(z.object({ instruction: z.string().min(1), expectedResult: z.string().min(1) }))
    .min(1)
    .max(20),
});
const FALLBACK: z.infer<typeof modelStepsSchema> = { steps: [] };

const SYSTEM = `You are ARIA, a control-testing specialist on a risk and compliance platform. Write the steps of a test of one control, from the facts given as JSON (the control's type, automation, category, frequency, description, and the library text on how it works and the evidence it leaves, when there is one). 4-10 steps, each an instruction a tester follows and the result expected when the control works. Cover design, sampling suited to the frequency, operation, evidence and the conclusion. Add no facts about the organisation that are not given.`;

/**
 * POST /api/test-scripts/generate. Offline: steps from the control's type, automation,
 * frequency and category, and its library text when it was adopted from the library. With a
 * model: structured steps of the same shape; unusable output falls back to the offline steps.
 */
export const generateTestSteps = async ({
  db,
  ai,
  actor,
  controlId,
}: AnalysisCall & { controlId: string }): Promise<GeneratedTestSteps> => {
  const control = await findControl(db, actor.organizationId, controlId);
  if (!control) throw notFound('Control');
  const library = control.libraryControlId
    ? await findLibraryControl(db, control.libraryControlId)
    : undefined;
  const source: StepSource = {
    title: control.title,
    description: control.description,
    type: control.type,
    automation: control.automation,
    category: control.category,
    frequency: normalizeFrequency(control.frequency),
    library: library
      ? {
          id: library.id,
          name: library.name,
          why: library.why,
          how: library.how,
          evidence: library.evidence,
        }
      : null,
  };
  const offline = offlineTestSteps(source);
  const dataPoints = 4 + (library ? 3 : 0) + (control.description ? 1 : 0);
  const missingInputs = (control.description || library ? 0 : 1) + (control.category ? 0 : 1);
  const head = {
    controlId: control.id,
    title: offline.title,
    description: offline.description,
    sources: offline.sources,
  };

  if (ai.engine === 'offline') {
    return runOffline(ai, actor, TEST_STEPS_FEATURE, async () => ({
      ...answerMeta(ai, { dataPoints, missingInputs }),
      ...head,
      steps: offline.steps,
    }));
  }
  // The spec names no message for this feature: failures keep the catalogue's own.
  const r = await ai.complete({
    actor: callerOf(actor),
    feature: TEST_STEPS_FEATURE,
    system: SYSTEM,
    prompt: factsJson({
      control: {
        title: source.title,
        description: source.description,
        type: source.type,
        automation: source.automation,
        category: source.category,
        frequency: source.frequency,
      },
      library: source.library,
    }),
    schema: modelStepsSchema,
    fallback: FALLBACK,
  });
  const fallbackUsed = r.outcome === 'fallback';
  return {
    ...answerMeta(ai, { dataPoints, missingInputs, fallbackUsed }),
    ...head,
    steps: fallbackUsed ? offline.steps : r.value.steps,
  };
};
