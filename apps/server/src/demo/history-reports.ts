// The monthly report the risk manager saved and scheduled about three months back, and the runs
// its schedule made on each first of the month since: queued by the schedule's own sweep and
// rendered by the report module's own job, under the simulated clock, so the Report Builder
// lists them with their files and nothing is left for Rampart to render when it starts.
import { createJobRunner } from '../platform/jobs/job-runner.ts';
import { deliverScheduledReport } from '../modules/reports/deliver-report.ts';
import { processReportRun, type ReportJobDeps } from '../modules/reports/process-report-run.ts';
import { REPORT_JOB } from '../modules/reports/request-report-run.ts';
import { sweepReportSchedules } from '../modules/reports/sweep-report-schedules.ts';
import type { DemoWorld } from './demo-api.ts';

/** The day the risk manager saves and schedules the monthly pack (about three months back). */
export const REPORT_DAY = 300;
const SCHEDULE = { frequency: 'monthly', dayOfMonth: 1, hour: 7 } as const;

/** Where the demo's report files go: the storage the app serves them from. */
export type ReportFiles = ReportJobDeps['storage'];

export const planReports = (world: DemoWorld, storage: ReportFiles): void => {
  const log = world.app.log;
  // Only the report job: other queued work (documents' text) waits for Rampart's start, as before.
  const runner = createJobRunner({
    db: world.db,
    log,
    handlers: {
      [REPORT_JOB]: processReportRun({
        db: world.db,
        storage,
        log,
        // The recipients are told in Rampart ("Report ready"); the demo has no mail server.
        onScheduledRunDone: deliverScheduledReport({
          db: world.db,
          storage,
          mailer: null,
          publicUrl: '',
          log,
        }),
      }),
    },
  });
  world.t.plan(REPORT_DAY, 10, async () => {
    const saved = await world.as('risk').send<{ id: string }>('POST', '/api/reports/definitions', {
      title: 'Monthly risk and compliance pack',
      sections: [
        'executive_summary',
        'top_risks',
        'controls_tests',
        'framework_status',
        'findings',
        'vendors',
      ],
      filters: { period: '90d' },
    });
    await world.as('risk').send('PUT', `/api/reports/definitions/${saved.id}/schedule`, {
      ...SCHEDULE,
      recipients: [world.as('owner').userId, world.as('risk').userId],
    });
  });
  for (let day = REPORT_DAY + 1; day <= world.t.lastDay; day += 1) {
    if (world.t.at(day).getUTCDate() !== SCHEDULE.dayOfMonth) continue;
    // At the schedule's hour, as the minute sweep finds it due, then rendered straight away.
    world.t.plan(day, SCHEDULE.hour, async () => {
      if ((await sweepReportSchedules(world.db, world.clock.now())) > 0) await runner.drain();
    });
  }
};
