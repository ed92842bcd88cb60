import type { TrustDownload, TrustItemKind } from '@rampart/contracts';
import { readerTimeZone, relativeTime } from '../../../lib/relative-time.ts';

// The download log (issue 24): each file a visitor took from the public page, as the team reads it.

/** What a taken file is, one of each kind. */
export const DOWNLOAD_KIND_LABELS: Record<TrustItemKind, string> = {
  certification: 'Certification',
  framework: 'Compliance framework',
  control: 'Control',
  document: 'Policy or document',
  subprocessor: 'Subprocessor',
  faq: 'Security FAQ',
};

export const DOWNLOADS_EMPTY =
  'No downloads yet. When a visitor takes a file you offer, to anyone or to approved visitors, it is listed here.';

/** The log of one approved visitor, who took nothing yet. */
export const viewerEmpty = (email: string): string => `${email} has not downloaded anything yet.`;

/** The visitor's address, or words for one not recorded. */
export const visitorAddress = (ip: string): string => ip.trim() || 'Address not recorded';

/**
 * What a download says under its file name: what it is, when ("just now", "14:05" today,
 * "May 17, 11:00" on an earlier day), from which address, and the approved visitor who took a
 * restricted file (null for a public one).
 */
export const downloadParts = (
  download: Pick<TrustDownload, 'kind' | 'ip' | 'at' | 'viewer'>,
  now: number,
  timeZone = readerTimeZone(),
): { kind: string; when: string; address: string; viewer: string | null } => ({
  kind: DOWNLOAD_KIND_LABELS[download.kind],
  when: relativeTime(download.at, now, timeZone),
  address: visitorAddress(download.ip),
  viewer: download.viewer?.email ?? null,
});
