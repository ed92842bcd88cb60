import type { VendorExtraction } from '@rampart/contracts';
import { findVendorIntegration, type Db } from '@rampart/db';
import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler } from '../../platform/jobs/job-runner.ts';
import { applyVendorReading } from './apply-vendor-reading.ts';
import type { VendorReader } from './vendor-reader.ts';
import { readingJobInput, type ReadingStep } from './vendor-extraction-job.presenter.ts';

const asJson = (v: unknown) => JSON.parse(JSON.stringify(v)) as Record<string, unknown>;

/**
 * Runs a vendor reading job: each page is saved as a step when read (progress = pages read of
 * pages planned), the extraction is the job's result, and a reading of a saved vendor is
 * applied to it (snapshot, timeline, findings). A process that dies mid-run leaves a stale lock;
 * another runner reads the site again from the start (reading is idempotent, applying is one
 * transaction).
 */
export const processVendorReading =
  ({ db, reader, log }: { db: Db; reader: VendorReader; log: FastifyBaseLogger }): JobHandler =>
  async (ctx) => {
    const input = readingJobInput(ctx.job);
    const caller = { organizationId: ctx.job.organizationId, userId: ctx.job.createdBy };
    const settings = await findVendorIntegration(db, ctx.job.organizationId);
    const steps: ReadingStep[] = [];
    await ctx.save({ status: 'running', steps: [], progress: 0 });
    const controller = new AbortController();
    const extraction: VendorExtraction = await reader.read(input.url, {
      caller,
      useModel: (settings?.aiEnabled ?? true) && input.useModel !== false,
      signal: controller.signal,
      onProgress: async ({ page, pagesRead, pagesPlanned }) => {
        steps.push({
          url: page.url,
          kind: page.kind,
          status: page.status,
          readAs: page.readAs,
          note: page.note,
        });
        const progress = Math.min(99, Math.round((pagesRead / Math.max(1, pagesPlanned)) * 100));
        // Cancelled, or taken over: stop reading.
        if (!(await ctx.save({ steps: steps.map(asJson), progress }))) controller.abort();
      },
    });
    if (controller.signal.aborted) return 'done';
    if (input.vendorId) {
      await applyVendorReading({
        db,
        organizationId: ctx.job.organizationId,
        vendorId: input.vendorId,
        extraction,
        jobId: ctx.job.id,
        trigger: input.trigger === 'schedule' ? 'schedule' : 'manual',
        actorUserId: input.trigger === 'schedule' ? null : ctx.job.createdBy,
        now: ctx.now(),
        log,
      });
    }
    await ctx.save({
      status: 'completed',
      result: asJson(extraction),
      progress: 100,
      finishedAt: ctx.now(),
    });
    return 'done';
  };
