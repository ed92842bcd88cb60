import { lockDueReportDefinitions, updateReportDefinition, type Db } from '@rampart/db';
import { nextReportRun } from '@rampart/domain';
import { queueReportRun } from './request-report-run.ts';
import { specOf } from './report.presenter.ts';

/** How often any process looks for reports due (each due moment is queued once). */
export const REPORT_SWEEP_MS = 60_000;

/**
 * Queues the runs of scheduled reports that are due and moves each to its next moment, in one
 * transaction: the rows are locked (SKIP LOCKED) and a run is unique per report and moment, so
 * several processes sweeping at once queue each run once. Returns how many were queued.
 */
export const sweepReportSchedules = async (db: Db, now: Date): Promise<number> =>
  db.transaction(async (tx) => {
    let queued = 0;
    for (const d of await lockDueReportDefinitions(tx, now, 20)) {
      const run = await queueReportRun(tx, {
        organizationId: d.organizationId,
        definitionId: d.id,
        spec: specOf(d),
        format: 'pdf',
        trigger: 'schedule',
        scheduledFor: d.nextRunAt,
        requestedBy: d.createdBy,
      });
      if (run) queued += 1;
      await updateReportDefinition(tx, d.organizationId, d.id, {
        nextRunAt: nextReportRun(
          {
            frequency: d.scheduleFrequency === 'weekly' ? 'weekly' : 'monthly',
            weekday: d.scheduleWeekday,
            dayOfMonth: d.scheduleDayOfMonth,
            hour: d.scheduleHour ?? 0,
          },
          now,
        ),
      });
    }
    return queued;
  });
