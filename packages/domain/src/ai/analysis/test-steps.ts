import type { GeneratedStep } from '@rampart/contracts';
import type { ControlFrequency } from '../../risk/cadence.ts';

/**
 * Occurrences to sample per test, by how often the control runs: the sizes auditors commonly
 * use for manual controls (annual 1, quarterly 2, monthly 2, weekly 5, daily 25). An automated
 * control is tested once, with its configuration and change history.
 */
export const TEST_SAMPLE_SIZES: Record<ControlFrequency, number> = {
  CONTINUOUS: 25,
  DAILY: 25,
  WEEKLY: 5,
  MONTHLY: 2,
  QUARTERLY: 2,
  SEMI_ANNUALLY: 1,
  ANNUALLY: 1,
};

const OCCURRENCE: Record<ControlFrequency, string> = {
  CONTINUOUS: 'occurrences',
  DAILY: 'days',
  WEEKLY: 'weeks',
  MONTHLY: 'months',
  QUARTERLY: 'quarters',
  SEMI_ANNUALLY: 'half-years',
  ANNUALLY: 'years',
};

/** At most this many "how" sentences of the library text become steps of their own. */
export const MAX_HOW_STEPS = 3;

export type StepSource = {
  title: string;
  description: string;
  type: string;
  automation: string;
  category: string | null;
  frequency: ControlFrequency;
  /** The library control it was adopted from, if any. */
  library: { id: string; name: string; why: string; how: string; evidence: string } | null;
};

/** Sentences of a paragraph, without their final stop. */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.;])\s+/)
    .map((s) => s.trim().replace(/[.;]+$/, ''))
    .filter((s) => s.length > 0);

const lowerFirst = (s: string) => (s ? s[0]!.toLowerCase() + s.slice(1) : s);

const TYPE_STEP: Record<string, GeneratedStep> = {
  preventive: {
    instruction:
      'With the owner present (or in a test environment), attempt one action the control should stop, such as an unapproved change or an access outside the role.',
    expectedResult: 'The action is blocked or held for approval, and the attempt is logged.',
  },
  detective: {
    instruction:
      'For each sampled occurrence, check that the review or alert ran on time and that every exception it found was raised, investigated and closed.',
    expectedResult:
      'Each occurrence ran on time; each exception has an owner, a follow-up and a closure date.',
  },
  corrective: {
    instruction:
      'For each sampled issue the control handled, check that it was corrected within the agreed time and that the correction was verified.',
    expectedResult: 'Each issue was corrected in time, with a record of the fix and its check.',
  },
};

/**
 * Test steps built from the control itself: its description, type, automation and frequency,
 * and the library text (how it works, the evidence it leaves) when it was adopted from there.
 * The same control always gives the same steps.
 */
export const offlineTestSteps = (c: StepSource) => {
  const sources = [`type ${c.type}`, `${c.automation} control`, `frequency ${c.frequency}`];
  if (c.category) sources.push(`category ${c.category}`);
  const steps: GeneratedStep[] = [];
  const purpose = c.description.trim() || c.library?.why || '';
  steps.push({
    instruction: `Obtain the written procedure of "${c.title}" and walk through it with the owner${purpose ? `; compare it with the control's purpose: ${lowerFirst(sentencesOf(purpose)[0] ?? purpose)}` : ''}.`,
    expectedResult:
      'The procedure is documented, current and matches how the control is actually performed; any difference is noted.',
  });
  if (c.automation === 'automated') {
    steps.push({
      instruction:
        'Export the configuration of the automated control and its change history for the test period.',
      expectedResult:
        'The configuration enforces the control as designed, and every change in the period was approved before it was made.',
    });
  } else {
    const n = TEST_SAMPLE_SIZES[c.frequency];
    steps.push({
      instruction: `List every occurrence of the control in the test period (it runs ${c.frequency.toLowerCase().replace('_', '-')}) and select ${n} ${n === 1 ? 'occurrence' : OCCURRENCE[c.frequency]} at random.`,
      expectedResult: `The list is complete (reconciled to its source) and the ${n} selected ${n === 1 ? 'occurrence is' : 'occurrences are'} recorded with the test.`,
    });
  }
  if (c.library) {
    sources.push(`library control ${c.library.id} (how it works, evidence)`);
    for (const how of sentencesOf(c.library.how).slice(0, MAX_HOW_STEPS)) {
      steps.push({
        instruction: `For each sampled occurrence, verify: ${lowerFirst(how)}.`,
        expectedResult: 'Every sampled occurrence shows it was done; exceptions are listed.',
      });
    }
  }
  const typeStep = TYPE_STEP[c.type] ?? TYPE_STEP.preventive!;
  steps.push(typeStep);
  steps.push({
    instruction: c.library
      ? `Collect the evidence for each sampled occurrence: ${lowerFirst(c.library.evidence.replace(/\.$/, ''))}.`
      : 'Collect the evidence of each sampled occurrence (sign-offs, system logs, tickets or reports).',
    expectedResult:
      'The evidence exists for every sampled occurrence, is dated within the test period and is attached to the test.',
  });
  steps.push({
    instruction:
      'Record each exception, conclude pass, partial or fail, and set the effectiveness from 0 to 1.',
    expectedResult:
      'The result, effectiveness and evidence are recorded on the control test in Rampart.',
  });
  return {
    title: `Test of ${c.title}`,
    description: `Steps for testing "${c.title}" (${c.type}, ${c.automation}, ${c.frequency.toLowerCase().replace('_', '-')}), built from ${sources.join(', ')}.`,
    steps,
    sources,
  };
};
