import { formatDate } from '../shell/format.ts';
import { CONTROL_STATUS_LABELS, labelOf } from '../shell/vocabulary.ts';
import { TEST_CUTOFFS } from './effectiveness.ts';

/**
 * Residual follows the evidence (decision 005, issue 19): how much of a mapped control counts
 * against a risk is capped by what its tests show, not by what anyone typed.
 */

/** A control whose last test failed reduces nothing until a test passes again. */
export const FAILED_TEST_CAP = 0;
/**
 * A control whose test is overdue counts no better than the top of the Low test band: its
 * evidence has gone stale, so it can no longer reduce a risk as a Medium or High control.
 */
export const OVERDUE_TEST_CAP = TEST_CUTOFFS.medium;
/** An untested control counts at its design value (decision 005): factor 1 unless entered. */
export const UNTESTED_FACTOR = 1;

export const OPERATING_REASONS = ['inactive', 'failed', 'overdue', 'tested', 'untested'] as const;
export type OperatingReason = (typeof OPERATING_REASONS)[number];

export type ControlEvidence = {
  /** Only an active control operates. */
  status: string;
  /** The control's effectiveness 0..1 as stored (last test, or entered); null when never set. */
  effectiveness: number | null;
  /** The last completed test, if any. */
  lastTest: { result: string | null; effectiveness: number | null; testedAt: Date } | null;
  /** When the next test is due (`controlTestDue`: the open scheduled test, else the next test date). */
  testDueAt: Date | null;
};

export type OperatingFactor = {
  /** 0..1: how much of the mapping's effectiveness counts. */
  factor: number;
  reason: OperatingReason;
  /** The test is overdue (whether or not the overdue cap was the one that bit). */
  overdue: boolean;
};

/**
 * When a control's next test is due (decision 005, "One due date, one overdue"): its open
 * scheduled test's date (the earliest, if an older release left several), else the control's
 * next test date. The SQL twin is `controlTestDueAt` in packages/db (control-test-due.ts); a test
 * there holds them together.
 */
export const controlTestDue = (
  scheduledTests: readonly (Date | null)[],
  nextTestDate: Date | null,
): Date | null => {
  const dated = scheduledTests.filter((d): d is Date => d !== null);
  if (dated.length === 0) return nextTestDate;
  return new Date(Math.min(...dated.map((d) => d.getTime())));
};

/**
 * A control's test is overdue when the control is active (a planned control does not operate
 * yet, a retired one no longer) and its due date has passed. The one rule behind the residual cap, the sweep, the overdue list and the
 * dashboard's figures (SQL twin: `controlTestOverdue`).
 */
export const isTestOverdue = (status: string, due: Date | null, now: Date): boolean =>
  status === 'active' && due !== null && due.getTime() < now.getTime();

const unit = (n: number) => Math.min(1, Math.max(0, Number.isFinite(n) ? n : 0));

/**
 * How well a control operates, from its evidence at `now`: inactive or failed counts nothing; a
 * completed test caps the stored value (an entry after a Low test cannot raise it); an overdue
 * test caps it at OVERDUE_TEST_CAP; an untested control counts at its design value.
 */
export const operatingFactor = (c: ControlEvidence, now: Date): OperatingFactor => {
  const overdue = isTestOverdue(c.status, c.testDueAt, now);
  if (c.status !== 'active') return { factor: 0, reason: 'inactive', overdue };
  if (c.lastTest?.result === 'fail') return { factor: FAILED_TEST_CAP, reason: 'failed', overdue };
  const stored = c.effectiveness === null ? UNTESTED_FACTOR : unit(c.effectiveness);
  const measured =
    c.lastTest && c.lastTest.effectiveness !== null
      ? Math.min(stored, unit(c.lastTest.effectiveness))
      : stored;
  const reason: OperatingReason = c.lastTest ? 'tested' : 'untested';
  if (overdue && measured > OVERDUE_TEST_CAP) {
    return { factor: OVERDUE_TEST_CAP, reason: 'overdue', overdue };
  }
  return { factor: measured, reason, overdue };
};

export type Contribution = OperatingFactor & {
  /** The mapping's effectiveness: how well the control addresses this risk. */
  mapping: number;
  /** What counts against the risk: mapping × operating factor. */
  contribution: number;
};

/** A mapped control's contribution to a risk's residual, with why it is what it is. */
export const mappedContribution = (
  mapping: number,
  evidence: ControlEvidence,
  now: Date,
): Contribution => {
  const op = operatingFactor(evidence, now);
  const m = unit(mapping);
  return { ...op, mapping: m, contribution: m * op.factor };
};

const day = (d: Date) => formatDate(d);
/** A test result as a sentence reads it. */
const RESULT_WORDS: Record<string, string> = {
  pass: 'passed',
  partial: 'partly passed',
  fail: 'failed',
};
const pct = (n: number) => `${Math.round(n * 100)}%`;

/** One sentence a risk owner reads beside the control: what counts and why. */
export const contributionNote = (c: Contribution, evidence: ControlEvidence): string => {
  const counts = `Counts ${pct(c.contribution)} (${pct(c.mapping)} mapping × ${pct(c.factor)} operating)`;
  switch (c.reason) {
    case 'inactive':
      return `Counts 0%: the control is ${labelOf(CONTROL_STATUS_LABELS, evidence.status).toLowerCase()}, not operating.`;
    case 'failed':
      return `Capped at ${pct(FAILED_TEST_CAP)}: last test failed on ${day(evidence.lastTest!.testedAt)}.`;
    case 'overdue':
      return `Capped at ${pct(OVERDUE_TEST_CAP)}: test overdue since ${day(evidence.testDueAt!)}. ${counts}.`;
    case 'tested':
      return `${counts}: last test ${RESULT_WORDS[evidence.lastTest!.result ?? ''] ?? 'completed'} on ${day(evidence.lastTest!.testedAt)}.`;
    case 'untested':
      return `${counts}: not tested yet, counted at its design value.`;
  }
};
