import type {
  LibraryControlItem,
  RequirementControl,
  RequirementStatusValue,
} from '@rampart/contracts';
import {
  CONTROL_FREQUENCY_LABELS,
  CONTROL_PRIORITY_LABELS,
  IMPLEMENTATION_STATUS_LABELS,
  LIBRARY_IMPORTANCE_LABELS,
  REQUIREMENT_STATUS_LABELS,
} from '@rampart/domain';

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

export const IMPLEMENTATION_LABELS: Record<RequirementControl['implementationStatus'], string> =
  IMPLEMENTATION_STATUS_LABELS;

type Effort = LibraryControlItem['effort'];

export const PRIORITY_LABELS: Record<Effort['priority'], string> = CONTROL_PRIORITY_LABELS;

export const FREQUENCY_LABELS: Record<Effort['frequency'], string> = CONTROL_FREQUENCY_LABELS;

export const IMPORTANCE_LABELS: Record<LibraryControlItem['importance'], string> =
  LIBRARY_IMPORTANCE_LABELS;
