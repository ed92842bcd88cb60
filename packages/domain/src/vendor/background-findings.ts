// What a finding raised by a background check carries, so nothing lands on a team unexplained:
// the check and the page that raised it and when, and a due date by its severity. Who owns it is
// chosen by the server (the vendor's owner, else the organisation's first owner).
import { VENDOR_ENDED_STATUS, type FindingSeverity, type VendorStatus } from '@rampart/contracts';
import { formatDateTime } from '../shell/format.ts';

const DAY_MS = 86_400_000;

/** Days to remediate a finding raised by a check, from the moment it was raised. */
export const FINDING_DUE_DAYS: Record<FindingSeverity, number> = {
  critical: 7,
  high: 30,
  medium: 60,
  low: 90,
};

export const findingDueDate = (severity: FindingSeverity, raisedAt: Date): Date =>
  new Date(raisedAt.getTime() + FINDING_DUE_DAYS[severity] * DAY_MS);

/** The checks that raise findings with no one asking at that moment. */
export const BACKGROUND_CHECKS = {
  schedule: 'the scheduled site check',
  manual: 'a site check started from the vendor page',
  create: 'the site reading the vendor was saved with',
  document_expiry: 'the document expiry check',
  assessment: 'the assessment run after a site check',
} as const;
export type BackgroundCheck = keyof typeof BACKGROUND_CHECKS;

/** "Raised by the scheduled site check of https://acme.example/privacy on Dec 1, 2026, 10:00 UTC." */
export const findingSourceLine = (source: {
  check: BackgroundCheck;
  url: string | null;
  at: Date;
}): string =>
  `Raised by ${BACKGROUND_CHECKS[source.check]}${source.url ? ` of ${source.url}` : ''} on ${formatDateTime(source.at)}.`;

/** The description a check's finding is stored with: what it found, then where it came from. */
export const withFindingSource = (
  description: string,
  source: Parameters<typeof findingSourceLine>[0],
): string => `${description}\n\n${findingSourceLine(source)}`;

/** An offboarded vendor is no longer watched, and no check raises findings about it. */
export const vendorIsWatched = (status: VendorStatus | string): boolean =>
  status !== VENDOR_ENDED_STATUS;
