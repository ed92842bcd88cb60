import { trackedFrameworks, upsertCoverageSnapshot, type Db } from '@rampart/db';
import { frameworkStatus } from './framework-status.ts';

/** How often any process records the day's coverage (the latest figure of a day wins). */
export const COVERAGE_SNAPSHOT_MS = 60 * 60 * 1000;

/**
 * Records every tracked framework's summary for today, as Framework Status computes it, so
 * Analytics can draw coverage over time (decision 020). Safe to run in several processes at
 * once: each writes the same figures for the same day. `onlyOrganizationId` limits it to one
 * organisation (the demo dates its own snapshots and must not touch anyone else's).
 */
export const snapshotCoverage = async (
  db: Db,
  now: Date,
  onlyOrganizationId?: string,
): Promise<number> => {
  const day = now.toISOString().slice(0, 10);
  let written = 0;
  for (const { organizationId, frameworkId } of await trackedFrameworks(db)) {
    if (onlyOrganizationId && organizationId !== onlyOrganizationId) continue;
    const { summary } = await frameworkStatus(db, organizationId, frameworkId, now);
    await upsertCoverageSnapshot(db, {
      organizationId,
      frameworkId,
      day,
      total: summary.total,
      met: summary.met,
      partlyMet: summary.partlyMet,
      notMet: summary.notMet,
      notApplicable: summary.notApplicable,
      takenAt: now,
    });
    written += 1;
  }
  return written;
};
