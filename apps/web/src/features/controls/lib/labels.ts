import {
  CONTROL_AUTOMATION_VALUES,
  CONTROL_EFFECTIVENESS_BAND_VALUES,
  CONTROL_FREQUENCY_VALUES,
  CONTROL_STATUS_VALUES,
  IMPLEMENTATION_STATUS_VALUES,
  CONTROL_TEST_RESULT_VALUES,
  CONTROL_TYPE_VALUES,
  type Control,
} from '@rampart/contracts';
import {
  CONTROL_AUTOMATION_LABELS,
  CONTROL_FREQUENCY_LABELS,
  CONTROL_PRIORITY_LABELS,
  CONTROL_STATUS_LABELS,
  CONTROL_TEST_RESULT_LABELS,
  CONTROL_TYPE_LABELS,
  EFFECTIVENESS_BAND_LABELS,
  IMPLEMENTATION_COMPLEXITY_LABELS,
  IMPLEMENTATION_STATUS_LABELS,
} from '@rampart/domain';
import { labelOptions, type Labels } from '../../../lib/labels.ts';
import type { ControlStatus, ControlType, EffectivenessBand } from './controls-search.ts';

// The words come from the one vocabulary the server's reports and exports use too.
export const TYPE_LABELS: Labels<ControlType> = CONTROL_TYPE_LABELS;
export const STATUS_LABELS: Labels<ControlStatus> = CONTROL_STATUS_LABELS;
export const AUTOMATION_LABELS: Labels<Control['automation']> = CONTROL_AUTOMATION_LABELS;

export const FREQUENCY_LABELS: Labels<Control['frequency']> = CONTROL_FREQUENCY_LABELS;

export const BAND_LABELS: Labels<EffectivenessBand> = EFFECTIVENESS_BAND_LABELS;

export type TestResult = (typeof CONTROL_TEST_RESULT_VALUES)[number];
export const RESULT_LABELS: Labels<TestResult> = CONTROL_TEST_RESULT_LABELS;

export const IMPLEMENTATION_LABELS: Labels<Control['implementationStatus']> =
  IMPLEMENTATION_STATUS_LABELS;
export const PRIORITY_LABELS: Labels<NonNullable<Control['priority']>> = CONTROL_PRIORITY_LABELS;
export const COMPLEXITY_LABELS: Labels<NonNullable<Control['implementationComplexity']>> =
  IMPLEMENTATION_COMPLEXITY_LABELS;

export const TYPE_OPTIONS = labelOptions(CONTROL_TYPE_VALUES, TYPE_LABELS);
export const STATUS_OPTIONS = labelOptions(CONTROL_STATUS_VALUES, STATUS_LABELS);
export const IMPLEMENTATION_OPTIONS = labelOptions(
  IMPLEMENTATION_STATUS_VALUES,
  IMPLEMENTATION_LABELS,
);
export const AUTOMATION_OPTIONS = labelOptions(CONTROL_AUTOMATION_VALUES, AUTOMATION_LABELS);
export const FREQUENCY_OPTIONS = labelOptions(CONTROL_FREQUENCY_VALUES, FREQUENCY_LABELS);
export const BAND_OPTIONS = labelOptions(CONTROL_EFFECTIVENESS_BAND_VALUES, BAND_LABELS);
export const RESULT_OPTIONS = labelOptions(['pass', 'partial', 'fail'] as const, RESULT_LABELS);
