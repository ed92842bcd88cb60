import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { findReportRun, updateReportRun, type Db } from '@rampart/db';
import type { JobHandler } from '../../platform/jobs/job-runner.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { fileKey } from '../../platform/files/file-storage.ts';
import { discardSpooled, spoolUpload } from '../../platform/files/spool.ts';
import { AppError } from '../../errors.ts';
import { composeReport } from './compose/compose-report.ts';
import { specOf } from './report.presenter.ts';
import { renderReportPdf } from './render/report-pdf.ts';
import { renderReportXlsx } from './render/report-xlsx.ts';

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const fileNameOf = (title: string, now: Date, format: 'pdf' | 'xlsx') => {
  const stem = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase()
    .slice(0, 60);
  return `${stem || 'report'}-${now.toISOString().slice(0, 10)}.${format}`;
};

export type ReportJobDeps = {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** A scheduled run's file, once stored: mail it to the recipients (deliver-report.ts). */
  onScheduledRunDone: (organizationId: string, runId: string) => Promise<void>;
};

/**
 * Renders one report run (issue 13): composes the document from the organisation's data
 * (progress up to 60%), renders the PDF or XLSX (up to 95%), stores the file, and marks the
 * run completed with its name, size and pages. A failure marks the run failed with its reason;
 * a process that dies mid-run leaves a stale lock and the next runner renders it again.
 */
export const processReportRun =
  (deps: ReportJobDeps): JobHandler =>
  async (ctx) => {
    const org = ctx.job.organizationId;
    const runId = String(ctx.job.input.runId ?? '');
    const run = await findReportRun(deps.db, org, runId);
    if (!run) {
      await ctx.save({ status: 'failed', error: 'The report run no longer exists' });
      return 'done';
    }
    const format = run.format === 'xlsx' ? 'xlsx' : 'pdf';
    const progress = async (value: number, stage: string) => {
      await updateReportRun(deps.db, org, run.id, {
        status: 'running',
        progress: Math.round(value),
        stage,
      });
      await ctx.save({ status: 'running', progress: Math.round(value) });
    };
    try {
      await progress(2, 'Composing the report');
      const spec = specOf({
        title: run.title,
        sections: run.spec.sections as string[],
        filters: run.spec.filters as Record<string, unknown>,
      });
      const doc = await composeReport(deps.db, org, spec, {
        now: ctx.now(),
        onSection: (done, total) =>
          progress(5 + (done / total) * 55, `Composed ${done} of ${total} sections`),
      });
      const onProgress = (fraction: number, stage: string) => progress(60 + fraction * 35, stage);
      let bytes: Buffer;
      let pageCount: number | null = null;
      if (format === 'pdf') {
        const pdf = await renderReportPdf(doc, { onProgress });
        bytes = pdf.bytes;
        pageCount = pdf.pageCount;
      } else {
        bytes = await renderReportXlsx(doc, { onProgress });
      }
      await progress(96, 'Storing the file');
      const spooled = await spoolUpload(Readable.from([bytes]), deps.storage.spoolDir);
      const key = fileKey(org, run.id);
      try {
        await deps.storage.put(key, spooled, CONTENT_TYPES[format]);
      } finally {
        await discardSpooled(spooled);
      }
      await updateReportRun(deps.db, org, run.id, {
        status: 'completed',
        progress: 100,
        stage: null,
        fileName: fileNameOf(run.title, ctx.now(), format),
        contentType: CONTENT_TYPES[format],
        sizeBytes: spooled.sizeBytes,
        sha256: spooled.sha256,
        storage: deps.storage.kind,
        storageKey: key,
        pageCount,
        finishedAt: ctx.now(),
      });
      await ctx.save({ status: 'completed', progress: 100, result: { runId: run.id } });
    } catch (err) {
      deps.log.warn({ err, runId: run.id }, 'report run failed');
      const message =
        err instanceof AppError
          ? err.message
          : 'The report could not be produced. Please try again.';
      await updateReportRun(deps.db, org, run.id, {
        status: 'failed',
        stage: null,
        error: message,
        finishedAt: ctx.now(),
      });
      await ctx.save({ status: 'failed', error: message });
      return 'done';
    }
    if (run.trigger === 'schedule') await deps.onScheduledRunDone(org, run.id);
    return 'done';
  };
