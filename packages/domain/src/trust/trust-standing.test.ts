import { describe, expect, it } from 'vitest';
import {
  answerOnPage,
  certificationOnPage,
  controlOnPage,
  documentOnPage,
  frameworkOnPage,
  subprocessorOnPage,
  type TrustControlFacts,
} from './trust-standing.ts';

const NOW = new Date('2026-12-06T12:00:00Z');
const TODAY = '2026-12-06';
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

describe('what a trust page may say of a record', () => {
  it.each([
    [
      'held, in date',
      { status: 'held', issuedOn: '2026-01-01', expiresOn: '2027-01-01', periodEnd: null },
      true,
      'Held, valid until 2027-01-01',
    ],
    [
      'expired',
      { status: 'held', issuedOn: '2024-01-01', expiresOn: '2026-12-05', periodEnd: null },
      false,
      'Held back: it has expired',
    ],
    [
      'withdrawn',
      { status: 'withdrawn', issuedOn: null, expiresOn: '2027-01-01', periodEnd: null },
      false,
      'Held back: its status is not held',
    ],
    [
      'in progress',
      { status: 'in_progress', issuedOn: null, expiresOn: null, periodEnd: null },
      false,
      'Held back: its status is not held',
    ],
    [
      'not issued yet',
      { status: 'held', issuedOn: '2027-01-01', expiresOn: null, periodEnd: null },
      false,
      'Held back: it is not issued yet',
    ],
    [
      'a report too old',
      { status: 'held', issuedOn: null, expiresOn: null, periodEnd: '2025-06-30' },
      false,
      'Held back: its report is more than a year past its period',
    ],
  ] as const)('a certification %s', (_, cert, stands, words) => {
    expect(certificationOnPage(cert, TODAY)).toEqual({ stands, words });
  });

  const control = (over: Partial<TrustControlFacts>): TrustControlFacts => ({
    status: 'active',
    implementationStatus: 'implemented',
    lastTest: { result: 'pass', testedAt: daysAgo(10) },
    testDueAt: new Date(NOW.getTime() + 80 * 86_400_000),
    ...over,
  });
  it.each([
    ['implemented, passed, not overdue', {}, true, 'In place: passed its last test on 2026-11-26'],
    [
      'failed its test',
      { lastTest: { result: 'fail', testedAt: daysAgo(3) } },
      false,
      'Shown as in progress: it failed its last test on 2026-12-03',
    ],
    [
      'partly passed',
      { lastTest: { result: 'partial', testedAt: daysAgo(3) } },
      false,
      'Shown as in progress: it only partly passed its last test on 2026-12-03',
    ],
    [
      'overdue',
      { testDueAt: daysAgo(1) },
      false,
      'Shown as in progress: its next test is overdue since 2026-12-05',
    ],
    ['untested', { lastTest: null }, false, 'Shown as in progress: it has not been tested yet'],
    [
      'not implemented',
      { implementationStatus: 'in_progress' },
      false,
      'Shown as in progress: it is not implemented yet',
    ],
    ['retired', { status: 'retired' }, false, 'Shown as in progress: it is not active'],
  ] as const)('a control %s', (_, over, inPlace, words) => {
    expect(controlOnPage(control(over), NOW)).toEqual({ stands: true, inPlace, words });
  });

  it('a vendor is a subprocessor only while active', () => {
    expect(subprocessorOnPage('active').stands).toBe(true);
    expect(subprocessorOnPage('offboarded')).toEqual({
      stands: false,
      words: 'Held back: the vendor was offboarded',
    });
    expect(subprocessorOnPage('prospective').stands).toBe(false);
  });

  it('an answer only while its records hold', () => {
    expect(answerOnPage(false, []).stands).toBe(true);
    expect(answerOnPage(true, ['Backups is no longer implemented and active'])).toEqual({
      stands: false,
      words: 'Held back: Backups is no longer implemented and active',
    });
  });

  it.each([
    [
      'approved, in date, with a file',
      { status: 'approved', expiresAt: null, hasFile: true },
      true,
      'Approved',
    ],
    [
      'in review',
      { status: 'in_review', expiresAt: null, hasFile: true },
      false,
      'Held back: it is not approved',
    ],
    [
      'expired',
      { status: 'approved', expiresAt: daysAgo(2), hasFile: true },
      false,
      'Held back: it expired on 2026-12-04',
    ],
    [
      'without a file',
      { status: 'approved', expiresAt: null, hasFile: false },
      false,
      'Held back: it has no file',
    ],
  ] as const)('a document %s', (_, doc, stands, words) => {
    expect(documentOnPage(doc, NOW)).toEqual({ stands, words });
  });
});

describe('what a trust page may say of a framework', () => {
  it.each([
    ['no snapshot', null, false, 'Held back: no snapshot of its status yet'],
    [
      'a snapshot of last month',
      { takenAt: daysAgo(30), percentMet: 62.5 },
      true,
      'Snapshot of 2026-11-06: 62.5% of applicable requirements met',
    ],
    [
      'a snapshot of a year ago to the day',
      { takenAt: daysAgo(365), percentMet: 80 },
      true,
      'Snapshot of 2025-12-06: 80% of applicable requirements met',
    ],
    [
      'a snapshot more than a year old',
      { takenAt: daysAgo(366), percentMet: 80 },
      false,
      'Held back: its snapshot of 2025-12-05 is more than a year old; take a new one',
    ],
  ])('%s', (_label, snapshot, stands, words) => {
    expect(frameworkOnPage(snapshot, NOW)).toEqual({ stands, words });
  });
});
