import type { TrustDownload, TrustItemKind } from '@rampart/contracts';
import { readerTimeZone, relativeTime } from '../../../lib/relative-time.ts';

// The download log (issue 24): each file a visitor took from the public page, as the team reads it.

/** What a taken file is, one of each kind. */
export const DOWNLOAD_KIND_LABELS: Record<TrustItemKind, string> = {
  certification: 'Certification',
  control: 'Control',
  document: 'Policy or document',
  subprocessor: 'Subprocessor',
  faq: 'Security FAQ',
};

export const DOWNLOADS_EMPTY =
  'No downloads yet. Files you let anyone download are listed here when a visitor takes one.';

/** The visitor's address, or words for one not recorded. */
export const visitorAddress = (ip: string): string => ip.trim() || 'Address not recorded';

/**
 * What a download says under its file name: what it is, when ("just now", "14:05" today,
 * "May 17, 11:00" on an earlier day) and from which address.
 */
export const downloadParts = (
  download: Pick<TrustDownload, 'kind' | 'ip' | 'at'>,
  now: number,
  timeZone = readerTimeZone(),
): { kind: string; when: string; address: string } => ({
  kind: DOWNLOAD_KIND_LABELS[download.kind],
  when: relativeTime(download.at, now, timeZone),
  address: visitorAddress(download.ip),
});
