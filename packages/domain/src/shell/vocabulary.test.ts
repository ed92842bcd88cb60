import {
  ASSESSMENT_RESULT_VALUES,
  ASSESSMENT_STATUS_VALUES,
  CONTROL_AUTOMATION_VALUES,
  CONTROL_EFFECTIVENESS_BAND_VALUES,
  CONTROL_FREQUENCY_VALUES,
  CONTROL_PRIORITY_VALUES,
  CONTROL_TEST_RESULT_VALUES,
  CONTROL_TEST_STATUS_VALUES,
  IMPLEMENTATION_COMPLEXITY_VALUES,
  IMPLEMENTATION_STATUS_VALUES,
  CONTROL_STATUS_VALUES,
  CONTROL_TYPE_VALUES,
  FINDING_SEVERITY_VALUES,
  FINDING_STATUS_VALUES,
  LIBRARY_CATEGORY_VALUES,
  RISK_CATEGORY_VALUES,
  RISK_LEVEL_VALUES,
  RISK_STATUS_VALUES,
  VENDOR_COMPLIANCE_STATUSES,
  VENDOR_STATUSES,
  VENDOR_TIERS,
} from '@rampart/contracts';
import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_RESULT_LABELS,
  ASSESSMENT_STATUS_LABELS,
  codeToWords,
  CONTROL_FREQUENCY_LABELS,
  CONTROL_PRIORITY_LABELS,
  CONTROL_TEST_RESULT_LABELS,
  CONTROL_TEST_STATUS_LABELS,
  EFFECTIVENESS_BAND_LABELS,
  IMPLEMENTATION_COMPLEXITY_LABELS,
  IMPLEMENTATION_STATUS_LABELS,
  CONTROL_AUTOMATION_LABELS,
  CONTROL_STATUS_LABELS,
  CONTROL_TYPE_LABELS,
  controlCategoryLabel,
  FINDING_SEVERITY_LABELS,
  FINDING_STATUS_LABELS,
  LIBRARY_CATEGORY_LABELS,
  labelOf,
  RISK_CATEGORY_LABELS,
  RISK_LEVEL_LABELS,
  RISK_STATUS_LABELS,
  VENDOR_COMPLIANCE_STATUS_LABELS,
  VENDOR_STATUS_LABELS,
  VENDOR_TIER_LABELS,
} from './vocabulary.ts';

/** What a code looks like: snake, kebab or shouting case. */
const CODE = /^[a-z0-9]+[_-][a-z0-9_-]+$|^[A-Z0-9]+_[A-Z0-9_]+$|^[A-Z]{4,}$/;

const VOCABULARIES: [string, readonly string[], Readonly<Record<string, string>>][] = [
  ['risk category', RISK_CATEGORY_VALUES, RISK_CATEGORY_LABELS],
  ['risk status', RISK_STATUS_VALUES, RISK_STATUS_LABELS],
  ['risk level', RISK_LEVEL_VALUES, RISK_LEVEL_LABELS],
  ['finding severity', FINDING_SEVERITY_VALUES, FINDING_SEVERITY_LABELS],
  ['finding status', FINDING_STATUS_VALUES, FINDING_STATUS_LABELS],
  ['control type', CONTROL_TYPE_VALUES, CONTROL_TYPE_LABELS],
  ['control status', CONTROL_STATUS_VALUES, CONTROL_STATUS_LABELS],
  ['control automation', CONTROL_AUTOMATION_VALUES, CONTROL_AUTOMATION_LABELS],
  ['library category', LIBRARY_CATEGORY_VALUES, LIBRARY_CATEGORY_LABELS],
  ['assessment status', ASSESSMENT_STATUS_VALUES, ASSESSMENT_STATUS_LABELS],
  ['assessment result', ASSESSMENT_RESULT_VALUES, ASSESSMENT_RESULT_LABELS],
  ['implementation status', IMPLEMENTATION_STATUS_VALUES, IMPLEMENTATION_STATUS_LABELS],
  ['control frequency', CONTROL_FREQUENCY_VALUES, CONTROL_FREQUENCY_LABELS],
  ['effectiveness band', CONTROL_EFFECTIVENESS_BAND_VALUES, EFFECTIVENESS_BAND_LABELS],
  ['control test result', CONTROL_TEST_RESULT_VALUES, CONTROL_TEST_RESULT_LABELS],
  ['control test status', CONTROL_TEST_STATUS_VALUES, CONTROL_TEST_STATUS_LABELS],
  ['control priority', CONTROL_PRIORITY_VALUES, CONTROL_PRIORITY_LABELS],
  ['implementation complexity', IMPLEMENTATION_COMPLEXITY_VALUES, IMPLEMENTATION_COMPLEXITY_LABELS],
  ['vendor tier', VENDOR_TIERS, VENDOR_TIER_LABELS],
  ['vendor status', VENDOR_STATUSES, VENDOR_STATUS_LABELS],
  ['vendor compliance', VENDOR_COMPLIANCE_STATUSES, VENDOR_COMPLIANCE_STATUS_LABELS],
];

describe('every code a person can see has words', () => {
  it.each(VOCABULARIES)('each %s has a label that is not a code', (_name, values, labels) => {
    for (const value of values) {
      expect(labels[value], value).toBeTruthy();
      expect(labels[value], value).not.toMatch(CODE);
      expect(labels[value]).not.toBe(value);
    }
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
  });

  it.each([
    ['MODERATE_RISK', 'Moderate risk'],
    ['hr-security', 'HR security'],
    ['in_progress', 'In progress'],
    ['COMPLIANT', 'Compliant'],
    ['soc-2', 'SOC 2'],
  ])('a code no table knows still reads as words: %s', (code, words) => {
    expect(codeToWords(code)).toBe(words);
    expect(labelOf({}, code)).toBe(words);
  });

  it('a control category reads as its library label, and a typed one as typed', () => {
    expect(controlCategoryLabel('hr-security')).toBe('HR security');
    expect(controlCategoryLabel('business-continuity')).toBe('Business continuity');
    expect(controlCategoryLabel('cloud-key-management')).toBe('Cloud key management');
    expect(controlCategoryLabel('Payments & PCI')).toBe('Payments & PCI');
    expect(controlCategoryLabel(null)).toBe('—');
  });
});
