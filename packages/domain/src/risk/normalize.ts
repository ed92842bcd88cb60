import {
  CONTROL_STATUS_VALUES,
  RISK_CATEGORY_VALUES,
  RISK_STATUS_VALUES,
} from '@rampart/contracts';
import { riskLevel, riskScore, type RiskLevel } from './scoring.ts';

// The vocabularies are the contracts' (one source of truth); these names are the domain's.
export const RISK_CATEGORIES = RISK_CATEGORY_VALUES;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

/** Statuses seen in the spec plus the ones a treatment workflow needs. */
export const RISK_STATUSES = RISK_STATUS_VALUES;
export type RiskStatus = (typeof RISK_STATUSES)[number];

export const CONTROL_STATUSES = CONTROL_STATUS_VALUES;
export type ControlStatus = (typeof CONTROL_STATUSES)[number];

export const UNTITLED_RISK = 'Untitled Risk';
export const UNTITLED_CONTROL = 'Untitled Control';
export const UNASSIGNED = 'Unassigned';

/** Unknown categories fall back to OPERATIONAL (spec §3). */
export const normalizeCategory = (value: unknown): RiskCategory => {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (RISK_CATEGORIES as readonly string[]).includes(upper)
    ? (upper as RiskCategory)
    : 'OPERATIONAL';
};

export const normalizeRiskStatus = (value: unknown): RiskStatus => {
  const v =
    typeof value === 'string'
      ? value
          .trim()
          .toLowerCase()
          .replace(/[_\s]+/g, '-')
      : '';
  if (v === 'open') return 'identified';
  return (RISK_STATUSES as readonly string[]).includes(v) ? (v as RiskStatus) : 'identified';
};

export const normalizeControlStatus = (value: unknown): ControlStatus => {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (v === 'operational') return 'active';
  return (CONTROL_STATUSES as readonly string[]).includes(v) ? (v as ControlStatus) : 'active';
};

/**
 * The owner shown for a risk (spec §3): the owner field, else the assigned user's email,
 * else "Unassigned".
 */
export const displayOwner = (
  owner: string | null | undefined,
  assigneeEmail?: string | null,
): string => owner?.trim() || assigneeEmail?.trim() || UNASSIGNED;

/** The score given, else likelihood × impact; the level is always derived from the score. */
export const normalizeScore = (
  likelihood: number,
  impact: number,
  given?: number | null,
): { score: number; level: RiskLevel } => {
  const score =
    given && given >= 1 && given <= 25 ? Math.round(given) : riskScore(likelihood, impact);
  return { score, level: riskLevel(score) };
};
