import type { TrustFrameworkSnapshot } from '@rampart/contracts';
import { formatDate, formatNumber } from '@rampart/domain';

// A framework on the trust page (issue 24 point 1) shows its status as frozen in a snapshot, not
// as it moves day to day: the team takes a new one when it wants the page to catch up.

type Summary = TrustFrameworkSnapshot['summary'];

/** "62.5%": one decimal at most, as the compliance screens write shares. */
export const percentWords = (percent: number): string => `${formatNumber(percent, 1)}%`;

/** "62.5% of applicable requirements met, as of Dec 6, 2026". */
export const snapshotFigure = (snapshot: Pick<TrustFrameworkSnapshot, 'summary' | 'takenAt'>) =>
  `${percentWords(snapshot.summary.percentMet)} of applicable requirements met, as of ${formatDate(snapshot.takenAt)}`;

/** "20 met · 4 partly met · 6 not met · 2 not applicable", leaving out the counts at zero. */
export const snapshotCounts = (summary: Summary): string => {
  const parts = (
    [
      [summary.met, 'met'],
      [summary.partlyMet, 'partly met'],
      [summary.notMet, 'not met'],
      [summary.notApplicable, 'not applicable'],
    ] as const
  )
    .filter(([n]) => n > 0)
    .map(([n, words]) => `${formatNumber(n)} ${words}`);
  const total = `${formatNumber(summary.total)} ${summary.total === 1 ? 'requirement' : 'requirements'}`;
  return parts.length > 0 ? `${total}: ${parts.join(' · ')}` : total;
};

/** The snapshot of a framework among those taken; null before the first. */
export const snapshotOf = (
  snapshots: readonly TrustFrameworkSnapshot[] | undefined,
  frameworkId: string,
): TrustFrameworkSnapshot | null => snapshots?.find((s) => s.frameworkId === frameworkId) ?? null;

/** The words a framework row shows before its first snapshot. */
export const NO_SNAPSHOT_WORDS =
  'No snapshot of its status yet: publishing it, or taking one, freezes its figures for the page.';
