import {
  certificationStanding,
  type CertificationDates,
} from '../compliance/certification-standing.ts';
import { VENDOR_ENDED_STATUS } from '@rampart/contracts';
import { isTestOverdue } from '../risk/evidence.ts';

// What a trust centre may say of each record it shows (issue 24 point 3): read at the moment the
// page is made, so a certification that lapsed or a control whose test failed is never claimed,
// whatever was published. Each answer says why in words, for the team's screen.

export type TrustStanding = {
  /** The item shows on the page (a control shows either way, marked by `inPlace`). */
  stands: boolean;
  words: string;
};

const DAY = (d: Date) => d.toISOString().slice(0, 10);

const CERTIFICATION_WORDS: Record<string, string> = {
  'not-held': 'its status is not held',
  'not-yet-issued': 'it is not issued yet',
  expired: 'it has expired',
  'report-too-old': 'its report is more than a year past its period',
};

/** A certification shows only while it counts as held today. */
export const certificationOnPage = (cert: CertificationDates, today: string): TrustStanding => {
  const { standing, validUntil } = certificationStanding(cert, today);
  if (standing === 'held') {
    return { stands: true, words: validUntil ? `Held, valid until ${validUntil}` : 'Held' };
  }
  return { stands: false, words: `Held back: ${CERTIFICATION_WORDS[standing] ?? standing}` };
};

export type TrustControlFacts = {
  status: string;
  implementationStatus: string;
  lastTest: { result: string | null; testedAt: Date } | null;
  testDueAt: Date | null;
};

/**
 * A control is "in place" only while it is active, implemented, and its last test passed and is
 * not overdue; otherwise the page shows it as in progress, never as in place.
 */
export const controlOnPage = (
  c: TrustControlFacts,
  now: Date,
): TrustStanding & { inPlace: boolean } => {
  const notInPlace = (why: string) => ({
    stands: true,
    inPlace: false,
    words: `Shown as in progress: ${why}`,
  });
  if (c.status !== 'active') return notInPlace('it is not active');
  if (c.implementationStatus !== 'implemented') return notInPlace('it is not implemented yet');
  if (!c.lastTest) return notInPlace('it has not been tested yet');
  const on = DAY(c.lastTest.testedAt);
  if (c.lastTest.result !== 'pass') {
    return notInPlace(
      c.lastTest.result === 'fail'
        ? `it failed its last test on ${on}`
        : `it only partly passed its last test on ${on}`,
    );
  }
  if (isTestOverdue(c.status, c.testDueAt, now)) {
    return notInPlace(`its next test is overdue since ${DAY(c.testDueAt!)}`);
  }
  return { stands: true, inPlace: true, words: `In place: passed its last test on ${on}` };
};

/** A vendor is a subprocessor on the page while the relationship is active. */
export const subprocessorOnPage = (status: string): TrustStanding =>
  status === 'active'
    ? { stands: true, words: 'Active vendor' }
    : {
        stands: false,
        words:
          status === VENDOR_ENDED_STATUS
            ? 'Held back: the vendor was offboarded'
            : 'Held back: the vendor is not active yet',
      };

/** An approved answer shows while the records it rests on still hold. */
export const answerOnPage = (stale: boolean, reasons: readonly string[]): TrustStanding =>
  stale
    ? { stands: false, words: `Held back: ${reasons[0] ?? 'a record it rests on changed'}` }
    : { stands: true, words: 'Approved, and its records still hold' };

/** A document shows while it is approved, in date, and has a file. */
export const documentOnPage = (
  doc: { status: string; expiresAt: Date | null; hasFile: boolean },
  now: Date,
): TrustStanding => {
  if (doc.status !== 'approved') return { stands: false, words: 'Held back: it is not approved' };
  if (doc.expiresAt && doc.expiresAt.getTime() < now.getTime()) {
    return { stands: false, words: `Held back: it expired on ${DAY(doc.expiresAt)}` };
  }
  if (!doc.hasFile) return { stands: false, words: 'Held back: it has no file' };
  return { stands: true, words: 'Approved' };
};

/** A framework snapshot older than this says too little about today to stay on the page. */
export const FRAMEWORK_SNAPSHOT_MAX_DAYS = 365;

/**
 * A framework shows the figure frozen in its snapshot, dated; with no snapshot there is nothing
 * to show, and one taken more than a year ago is held back until the team takes a new one.
 */
export const frameworkOnPage = (
  snapshot: { takenAt: Date; percentMet: number } | null,
  now: Date,
): TrustStanding => {
  if (!snapshot) return { stands: false, words: 'Held back: no snapshot of its status yet' };
  const age = (now.getTime() - snapshot.takenAt.getTime()) / 86_400_000;
  if (age > FRAMEWORK_SNAPSHOT_MAX_DAYS) {
    return {
      stands: false,
      words: `Held back: its snapshot of ${DAY(snapshot.takenAt)} is more than a year old; take a new one`,
    };
  }
  return {
    stands: true,
    words: `Snapshot of ${DAY(snapshot.takenAt)}: ${snapshot.percentMet}% of applicable requirements met`,
  };
};
