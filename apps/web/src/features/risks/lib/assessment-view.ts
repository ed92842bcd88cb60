import type { Risk } from '@rampart/contracts';
import { IMPACT_CRITERIA, LIKELIHOOD_CRITERIA, type Criterion } from './scale-criteria.ts';

/**
 * The Risk Assessment page for someone who can read risks but not edit them (auditors and
 * members): the saved assessment shown as text, no form, and a note saying why (issue 19).
 */

/** Edit for those the API lets update the risk; read for everyone else who can open it. */
export type AssessmentMode = 'edit' | 'read';

export const assessmentMode = (risk: Pick<Risk, 'abilities'>): AssessmentMode =>
  risk.abilities.update ? 'edit' : 'read';

/** Why the page is read-only: the role reads risks, assessing one is editing it. */
export const READ_ONLY_ASSESSMENT_NOTE =
  'Your role can read risk assessments but not make them: assessing a risk changes it, which needs permission to edit risks.';

export type AssessmentFact = { label: string; value: string; detail: string };

const criterionOf = (criteria: readonly Criterion[], value: number): Criterion | undefined =>
  criteria.find((c) => c.value === value);

const fact = (label: string, criteria: readonly Criterion[], value: number): AssessmentFact => {
  const c = criterionOf(criteria, value);
  return {
    label,
    value: c ? `${value} of 5 · ${c.label}` : `${value} of 5`,
    detail: c?.summary ?? '',
  };
};

/** The saved likelihood and impact as a person reads them: the point, its name and meaning. */
export const assessmentFacts = (risk: Pick<Risk, 'likelihood' | 'impact'>): AssessmentFact[] => [
  fact('Likelihood', LIKELIHOOD_CRITERIA, risk.likelihood),
  fact('Impact', IMPACT_CRITERIA, risk.impact),
];
