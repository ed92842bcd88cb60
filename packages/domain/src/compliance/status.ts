// Framework Status: a requirement's state derived from the controls that serve it.
import type { ControlFrequency } from '../risk/cadence.ts';
import { TEST_CUTOFFS } from '../risk/effectiveness.ts';

export const REQUIREMENT_STATUSES = ['met', 'partly_met', 'not_met', 'not_applicable'] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];

export const REQUIREMENT_STATUS_LABELS: Record<RequirementStatus, string> = {
  met: 'Met',
  partly_met: 'Partly met',
  not_met: 'Not met',
  not_applicable: 'Not applicable',
};

/**
 * How long evidence stays fresh, by the control's test frequency: one test cycle (the longest
 * month or quarter), and never under a month, so a daily control is not stale by noon.
 */
export const EVIDENCE_FRESHNESS_DAYS: Record<ControlFrequency, number> = {
  CONTINUOUS: 31,
  DAILY: 31,
  WEEKLY: 31,
  MONTHLY: 31,
  QUARTERLY: 92,
  SEMI_ANNUALLY: 184,
  ANNUALLY: 366,
};

export type ControlForStatus = {
  id: string;
  title: string;
  /** Operational status: active, inactive, planned, retired. */
  status: string;
  implementationStatus: string;
  /** 0..1 from the last test, or null. */
  effectiveness: number | null;
  frequency: ControlFrequency;
  lastTestDate: Date | null;
  nextTestDate: Date | null;
  /** The newest evidence that has not expired: its effective date or upload date. */
  latestEvidenceAt: Date | null;
};

export type ControlComplianceState = 'effective' | 'partial' | 'not_started';

export type ControlCompliance = {
  controlId: string;
  state: ControlComplianceState;
  /** Why it is not effective, in words a user can act on. Empty when effective. */
  gaps: string[];
};

const DAY = 86_400_000;

export const evidenceFreshnessDays = (frequency: ControlFrequency): number =>
  EVIDENCE_FRESHNESS_DAYS[frequency];

/** Whether one control operates: implemented, tested effective, test not overdue, fresh evidence. */
export const controlCompliance = (control: ControlForStatus, now: Date): ControlCompliance => {
  const gaps: string[] = [];
  if (control.implementationStatus === 'not_started') {
    return { controlId: control.id, state: 'not_started', gaps: ['Implementation not started'] };
  }
  if (control.implementationStatus !== 'implemented') gaps.push('Implementation in progress');
  if (control.status !== 'active') gaps.push(`Control is ${control.status}`);
  if (control.lastTestDate === null || control.effectiveness === null) {
    gaps.push('Not tested yet');
  } else {
    if (control.effectiveness < TEST_CUTOFFS.medium) {
      gaps.push(`Last test effectiveness ${Math.round(control.effectiveness * 100)}% is below 60%`);
    }
    if (control.nextTestDate !== null && control.nextTestDate.getTime() < now.getTime()) {
      gaps.push('Test overdue');
    }
  }
  const freshDays = evidenceFreshnessDays(control.frequency);
  if (control.latestEvidenceAt === null) {
    gaps.push('No evidence');
  } else if (now.getTime() - control.latestEvidenceAt.getTime() > freshDays * DAY) {
    gaps.push(`Evidence older than ${freshDays} days`);
  }
  return { controlId: control.id, state: gaps.length === 0 ? 'effective' : 'partial', gaps };
};

export type RequirementStatusResult = {
  status: RequirementStatus;
  /** Why: the not-applicable reason, or each control's gaps. */
  reasons: string[];
  controls: ControlCompliance[];
};

/**
 * Met: at least one control serves it and every one of them is effective. Partly met: some
 * control has started (implemented or in progress). Not met: no control, or none started.
 * Retired controls do not count. Not applicable: declared so, with its reason.
 */
export const requirementStatus = (
  input: {
    applicability?: { applicable: boolean; reason: string } | null;
    controls: readonly ControlForStatus[];
  },
  now: Date,
): RequirementStatusResult => {
  if (input.applicability && !input.applicability.applicable) {
    return {
      status: 'not_applicable',
      reasons: [input.applicability.reason || 'Declared not applicable'],
      controls: [],
    };
  }
  const counted = input.controls.filter((c) => c.status !== 'retired');
  if (counted.length === 0) {
    return { status: 'not_met', reasons: ['No control addresses this requirement'], controls: [] };
  }
  const controls = counted.map((c) => controlCompliance(c, now));
  const reasons = controls.flatMap((c, i) => c.gaps.map((g) => `${counted[i]!.title}: ${g}`));
  if (controls.every((c) => c.state === 'effective')) return { status: 'met', reasons, controls };
  if (controls.some((c) => c.state !== 'not_started')) {
    return { status: 'partly_met', reasons, controls };
  }
  return { status: 'not_met', reasons, controls };
};

export type FrameworkSummary = {
  total: number;
  met: number;
  partlyMet: number;
  notMet: number;
  notApplicable: number;
  /** Met as a share of the applicable requirements, percent, one decimal. */
  percentMet: number;
  /** Met plus half of partly met, of the applicable requirements, percent, one decimal. */
  percentProgress: number;
};

export const summarizeStatuses = (statuses: readonly RequirementStatus[]): FrameworkSummary => {
  const tally = { met: 0, partly_met: 0, not_met: 0, not_applicable: 0 };
  for (const s of statuses) tally[s] += 1;
  const applicable = statuses.length - tally.not_applicable;
  const pct = (n: number) => (applicable === 0 ? 0 : Math.round((n / applicable) * 1000) / 10);
  return {
    total: statuses.length,
    met: tally.met,
    partlyMet: tally.partly_met,
    notMet: tally.not_met,
    notApplicable: tally.not_applicable,
    percentMet: pct(tally.met),
    percentProgress: pct(tally.met + tally.partly_met / 2),
  };
};

/** Gap order: mandatory first, not met before partly met, then the framework's own order. */
export const compareGaps = (
  a: { mandatory: boolean; status: RequirementStatus; sortOrder: number },
  b: { mandatory: boolean; status: RequirementStatus; sortOrder: number },
): number =>
  Number(b.mandatory) - Number(a.mandatory) ||
  Number(a.status === 'partly_met') - Number(b.status === 'partly_met') ||
  a.sortOrder - b.sortOrder;
