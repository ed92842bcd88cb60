import type { FindingSeverity, FindingStatus } from '@rampart/contracts';

const SEVERITY_RANK: Record<FindingSeverity, number> = { critical: 0, high: 1, medium: 2, low: 3 };
// Zod-free copy of FINDING_DONE_STATUSES (findings.ts sits beside zod); checked by a test.
export const DONE_STATUSES: readonly FindingStatus[] = ['resolved', 'closed'];

export const isOpenFinding = (f: { status: FindingStatus }): boolean =>
  !DONE_STATUSES.includes(f.status);

/** Open before done, then the most severe first, then the oldest first. */
export const sortFindings = <
  T extends { status: FindingStatus; severity: FindingSeverity; createdAt: string },
>(
  items: readonly T[],
): T[] =>
  [...items].sort(
    (a, b) =>
      Number(isOpenFinding(b)) - Number(isOpenFinding(a)) ||
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      a.createdAt.localeCompare(b.createdAt),
  );
