import {
  ASSESSMENT_RESULT_VALUES,
  type AssessmentResult,
  type AssessmentStatus,
  type RequirementStatusValue,
} from '@rampart/contracts';
import { ASSESSMENT_RESULT_LABELS, ASSESSMENT_STATUS_LABELS } from '@rampart/domain';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';

export const RESULT_LABELS: Record<AssessmentResult, string> = ASSESSMENT_RESULT_LABELS;

export const RESULT_OPTIONS = ASSESSMENT_RESULT_VALUES.map((value) => ({
  value,
  label: RESULT_LABELS[value],
}));

export const RESULT_VARIANTS: Record<AssessmentResult, BadgeVariant> = {
  not_assessed: 'neutral',
  met: 'success',
  partly_met: 'warning',
  not_met: 'danger',
  not_applicable: 'neutral',
};

/** What the controls suggest: the four derived statuses of Framework Status. */
export const SUGGESTED_LABELS: Record<RequirementStatusValue, string> = {
  met: 'Met',
  partly_met: 'Partly met',
  not_met: 'Not met',
  not_applicable: 'Not applicable',
};

export const STATUS_LABELS: Record<AssessmentStatus, string> = ASSESSMENT_STATUS_LABELS;

export const CONTROL_STATE_LABELS: Record<string, string> = {
  effective: 'Effective',
  partial: 'Partial',
  not_started: 'Not started',
};
