import type {
  LibraryControlItem,
  RequirementControl,
  RequirementStatusValue,
} from '@rampart/contracts';
import { REQUIREMENT_STATUS_LABELS } from '@rampart/domain';

export const STATUS_LABELS: Record<RequirementStatusValue, string> = REQUIREMENT_STATUS_LABELS;

/** The order people work in: what is missing first. */
export const STATUS_OPTIONS = (['not_met', 'partly_met', 'met', 'not_applicable'] as const).map(
  (value) => ({ value, label: STATUS_LABELS[value] }),
);

export const CONTROL_STATE_LABELS: Record<RequirementControl['state'], string> = {
  effective: 'Effective',
  partial: 'Not yet effective',
  not_started: 'Not started',
};

export const IMPLEMENTATION_LABELS: Record<RequirementControl['implementationStatus'], string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  implemented: 'Implemented',
};

type Effort = LibraryControlItem['effort'];

export const PRIORITY_LABELS: Record<Effort['priority'], string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const FREQUENCY_LABELS: Record<Effort['frequency'], string> = {
  CONTINUOUS: 'Continuous',
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  SEMI_ANNUALLY: 'Every 6 months',
  ANNUALLY: 'Annually',
};

export const IMPORTANCE_LABELS: Record<LibraryControlItem['importance'], string> = {
  MANDATORY: 'Mandatory',
  PREFERRED: 'Preferred',
  ADVANCED: 'Advanced',
};
