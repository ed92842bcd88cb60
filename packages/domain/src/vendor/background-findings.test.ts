import { describe, expect, it } from 'vitest';
import {
  FINDING_DUE_DAYS,
  findingDueDate,
  findingSourceLine,
  vendorIsWatched,
  withFindingSource,
} from './background-findings.ts';

const at = new Date('2026-12-01T10:00:00.000Z');

describe('findings raised by background checks', () => {
  it.each([
    ['critical', '2026-12-08T10:00:00.000Z'],
    ['high', '2026-12-31T10:00:00.000Z'],
    ['medium', '2027-01-30T10:00:00.000Z'],
    ['low', '2027-03-01T10:00:00.000Z'],
  ] as const)('a %s finding is due %s', (severity, due) => {
    expect(findingDueDate(severity, at).toISOString()).toBe(due);
  });

  it('gives more time to less severe findings', () => {
    const { critical, high, medium, low } = FINDING_DUE_DAYS;
    expect(critical < high && high < medium && medium < low).toBe(true);
  });

  it('names the check, the page and the time', () => {
    expect(findingSourceLine({ check: 'schedule', url: 'https://a.example/privacy', at })).toBe(
      'Raised by the scheduled site check of https://a.example/privacy on Dec 1, 2026, 10:00 UTC.',
    );
    expect(findingSourceLine({ check: 'document_expiry', url: null, at })).toBe(
      'Raised by the document expiry check on Dec 1, 2026, 10:00 UTC.',
    );
    expect(withFindingSource('What was found.', { check: 'manual', url: null, at })).toBe(
      'What was found.\n\nRaised by a site check started from the vendor page on Dec 1, 2026, 10:00 UTC.',
    );
  });

  it.each([
    ['prospective', true],
    ['active', true],
    ['offboarded', false],
  ])('a %s vendor is watched: %s', (status, watched) => {
    expect(vendorIsWatched(status)).toBe(watched);
  });
});
