import type { AssessmentRequirement, AssessmentResult } from '@rampart/contracts';
import { ASSESSMENT_RESULT_LABELS } from '@rampart/domain';

// The Statement of Applicability of ISO/IEC 27001 (clause 6.1.3 d): every Annex A control,
// whether it applies, why it is included or excluded, and whether it is implemented.

export const SOA_COLUMNS = [
  'Control',
  'Title',
  'Applicable',
  'Justification',
  'Implementation status',
  'Assessment result',
  'Controls',
  'Evidence',
] as const;

export const RESULT_LABELS: Record<AssessmentResult, string> = ASSESSMENT_RESULT_LABELS;

const STATE_LABELS: Record<string, string> = {
  effective: 'effective',
  partial: 'partial',
  not_started: 'not started',
};

/** Annex A controls are coded A.5.1 … A.8.34; clauses (4–10), if ever listed, are not. */
export const isAnnexA = (code: string): boolean => /^A\.\d/.test(code);

/** Excluded when the organisation declared it not applicable or the assessment found so. */
export const isApplicable = (r: AssessmentRequirement): boolean =>
  r.suggested.applicability?.applicable !== false && r.result !== 'not_applicable';

export const justification = (r: AssessmentRequirement): string => {
  if (!isApplicable(r)) {
    const declared = r.suggested.applicability;
    if (declared && !declared.applicable && declared.reason) return declared.reason;
    return r.notes.trim() || 'Excluded by the assessment';
  }
  const controls = r.suggested.controls.map((c) => c.title);
  return controls.length > 0
    ? `Implemented by: ${controls.join('; ')}`
    : 'Applicable; no control implements it yet';
};

/** From the implementation state of the controls that serve the requirement. */
export const implementationStatus = (r: AssessmentRequirement): string => {
  if (!isApplicable(r)) return 'Not applicable';
  const states = r.suggested.controls.map((c) => c.implementationStatus);
  if (states.length === 0) return 'Not implemented';
  if (states.every((s) => s === 'implemented')) return 'Implemented';
  if (states.some((s) => s !== 'not_started')) return 'Partially implemented';
  return 'Not implemented';
};

/** One row per Annex A control, in the framework's order. */
export const soaRows = (requirements: AssessmentRequirement[]): string[][] =>
  requirements
    .filter((r) => isAnnexA(r.code))
    .map((r) => [
      r.code,
      r.title,
      isApplicable(r) ? 'Yes' : 'No',
      justification(r),
      implementationStatus(r),
      RESULT_LABELS[r.result],
      r.suggested.controls
        .map((c) => `${c.title} (${STATE_LABELS[c.state] ?? c.state})`)
        .join('; '),
      r.evidence.map((e) => e.title).join('; '),
    ]);
