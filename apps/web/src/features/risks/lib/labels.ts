import {
  RISK_CATEGORY_VALUES,
  RISK_LEVEL_VALUES,
  RISK_STATUS_VALUES,
  REVIEW_CADENCE_VALUES,
} from '@rampart/contracts';
import {
  RISK_CATEGORY_LABELS,
  RISK_LEVEL_LABELS,
  RISK_STATUS_LABELS,
  SCALE_LABELS,
} from '@rampart/domain';
import type { RiskCategory, RiskLevelValue, RiskStatus } from './register-search.ts';

// The words come from the one vocabulary the server's reports and exports use too.
export const CATEGORY_LABELS: Record<RiskCategory, string> = RISK_CATEGORY_LABELS;
export const STATUS_LABELS: Record<RiskStatus, string> = RISK_STATUS_LABELS;
export const LEVEL_LABELS: Record<RiskLevelValue, string> = RISK_LEVEL_LABELS;

export const CADENCE_LABELS: Record<(typeof REVIEW_CADENCE_VALUES)[number], string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  semiannual: 'Every 6 months',
  annual: 'Annual',
};

export const CATEGORY_OPTIONS = RISK_CATEGORY_VALUES.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));
export const STATUS_OPTIONS = RISK_STATUS_VALUES.map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));
/** Highest first: the order people scan for. */
export const LEVEL_OPTIONS = [...RISK_LEVEL_VALUES].reverse().map((value) => ({
  value,
  label: LEVEL_LABELS[value],
}));

/** "3 · Medium" for a point on the 1..5 scale. */
export const scaleLabel = (n: number): string => `${n} · ${SCALE_LABELS[n - 1] ?? '—'}`;
