import type { ReportFormat, ReportSpec } from '@rampart/contracts';
import {
  findReportDefinition,
  insertJob,
  insertReportRun,
  newId,
  recordAudit,
  type Db,
  type Executor,
  type ReportRunRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { checkReportFilters } from './check-report-filters.ts';
import { specOf, storedFilters } from './report.presenter.ts';

export const REPORT_JOB = 'report_render';

/** Queues a run and the background job that renders it, in the caller's transaction. */
export const queueReportRun = async (
  tx: Executor,
  run: {
    organizationId: string;
    definitionId: string | null;
    spec: ReportSpec;
    format: ReportFormat;
    trigger: 'manual' | 'schedule';
    scheduledFor?: Date | null;
    requestedBy: string | null;
  },
): Promise<ReportRunRow | null> => {
  const id = newId('rrn');
  const jobId = newId('job');
  const row = await insertReportRun(tx, {
    id,
    organizationId: run.organizationId,
    definitionId: run.definitionId,
    title: run.spec.title,
    spec: {
      title: run.spec.title,
      sections: run.spec.sections,
      filters: storedFilters(run.spec.filters),
    },
    format: run.format,
    trigger: run.trigger,
    scheduledFor: run.scheduledFor ?? null,
    jobId,
    stage: 'Waiting to start',
    requestedBy: run.requestedBy,
  });
  // A scheduled run already queued for this moment (another process): nothing more to do.
  if (!row) return null;
  await insertJob(tx, {
    id: jobId,
    organizationId: run.organizationId,
    createdBy: run.requestedBy,
    kind: REPORT_JOB,
    input: { runId: id },
  });
  return row;
};

/** A person's export: a saved report or the one on screen, rendered in the background. */
export const requestReportRun = async ({
  actor,
  body,
  db,
}: {
  actor: Actor;
  body: { format: ReportFormat; definitionId?: string; spec?: ReportSpec };
  db: Db;
}): Promise<ReportRunRow> =>
  db.transaction(async (tx) => {
    let spec = body.spec;
    if (body.definitionId) {
      const definition = await findReportDefinition(tx, actor.organizationId, body.definitionId);
      if (!definition) throw notFound('Report');
      spec = specOf(definition);
    } else {
      await checkReportFilters(tx, actor.organizationId, spec!.filters);
    }
    const row = (await queueReportRun(tx, {
      organizationId: actor.organizationId,
      definitionId: body.definitionId ?? null,
      spec: spec!,
      format: body.format,
      trigger: 'manual',
      requestedBy: actor.userId,
    }))!;
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'report.exported',
      entityType: 'report_run',
      entityId: row.id,
      after: { title: row.title, format: row.format, definitionId: row.definitionId },
      requestId: actor.requestId,
    });
    return row;
  });
