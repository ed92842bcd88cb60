import { CONTROL_FREQUENCY_VALUES, REVIEW_CADENCE_VALUES } from '@rampart/contracts';
import type { RiskLevel } from './scoring.ts';

export const REVIEW_CADENCES = REVIEW_CADENCE_VALUES;
export type ReviewCadence = (typeof REVIEW_CADENCES)[number];

/** Riskier risks are reviewed more often. */
export const DEFAULT_REVIEW_CADENCE: Record<RiskLevel, ReviewCadence> = {
  critical: 'monthly',
  high: 'quarterly',
  medium: 'semiannual',
  low: 'annual',
};

const CADENCE_MONTHS: Record<ReviewCadence, number> = {
  monthly: 1,
  quarterly: 3,
  semiannual: 6,
  annual: 12,
};

export const CONTROL_FREQUENCIES = CONTROL_FREQUENCY_VALUES;
export type ControlFrequency = (typeof CONTROL_FREQUENCIES)[number];

/** A stored frequency as one the schedule knows; anything else reads as monthly. */
export const normalizeFrequency = (value: string): ControlFrequency =>
  (CONTROL_FREQUENCIES as readonly string[]).includes(value)
    ? (value as ControlFrequency)
    : 'MONTHLY';

const FREQUENCY_STEP: Record<ControlFrequency, { days?: number; months?: number }> = {
  // A continuously monitored control still gets a monthly human review of its monitoring.
  CONTINUOUS: { months: 1 },
  DAILY: { days: 1 },
  WEEKLY: { days: 7 },
  MONTHLY: { months: 1 },
  QUARTERLY: { months: 3 },
  SEMI_ANNUALLY: { months: 6 },
  ANNUALLY: { months: 12 },
};

/** Adds months in UTC, keeping the day where the month has it (Jan 31 + 1 month = Feb 28). */
export const addMonthsUtc = (from: Date, months: number): Date => {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
};

export const nextReviewDate = (from: Date, cadence: ReviewCadence): Date =>
  addMonthsUtc(from, CADENCE_MONTHS[cadence]);

export const nextTestDate = (from: Date, frequency: ControlFrequency): Date => {
  const step = FREQUENCY_STEP[frequency];
  if (step.days) return new Date(from.getTime() + step.days * 86_400_000);
  return addMonthsUtc(from, step.months ?? 1);
};

export const isOverdue = (due: Date | null, now: Date): boolean =>
  due !== null && due.getTime() < now.getTime();
