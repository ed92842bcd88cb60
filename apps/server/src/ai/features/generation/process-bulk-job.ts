import type { FailedBatch, GenerationBatch, GenerationResult } from '@rampart/contracts';
import { batchProgress, toBatches } from '@rampart/domain';
import type { Db } from '@rampart/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../errors.ts';
import type { JobHandler } from '../../../platform/jobs/job-runner.ts';
import type { AiService } from '../../service.ts';
import { generateForRisk } from './generate-for-risk.ts';
import { asJson, asJsonList, failureMessage, jobBatches, jobInput, jobResult } from './job-data.ts';
import { runGenerationJob } from './run-generation-job.ts';

type HandlerDeps = { db: Db; ai: AiService; log: FastifyBaseLogger };

/**
 * Bulk control generation (shell spec §4), batch by batch. A batch whose generation fails for
 * any of its risks is recorded with its index, message and risk ids, and the run continues.
 * Each batch is saved as it ends (progress = batches done / batches), so a reload, or another
 * process taking over a stale lock, resumes after the last saved batch.
 */
export const processBulkJob =
  ({ db, ai, log }: HandlerDeps): JobHandler =>
  async (ctx) => {
    const input = jobInput(ctx.job);
    const batches = toBatches(input.riskIds, input.batchSize);
    const done: GenerationBatch[] = [...jobBatches(ctx.job)];
    const failed: FailedBatch[] = [...ctx.job.failedBatches];
    const results: GenerationResult[] = [...jobResult(ctx.job).results];
    const finished = new Set(done.map((b) => b.index));
    const caller = { organizationId: ctx.job.organizationId, userId: ctx.job.createdBy };

    for (const batch of batches) {
      if (finished.has(batch.index)) continue;
      if (ctx.stopping()) return 'released';
      const own: GenerationResult[] = [];
      let failure: string | null = null;
      for (const riskId of batch.riskIds) {
        try {
          own.push(await generateForRisk({ db, ai, caller, riskId, settings: input.settings }));
        } catch (err) {
          if (!(err instanceof AppError)) log.error({ err, jobId: ctx.job.id }, 'batch failed');
          failure = failureMessage(err);
          break;
        }
      }
      if (failure) failed.push({ index: batch.index, message: failure, riskIds: batch.riskIds });
      else results.push(...own);
      done.push({
        index: batch.index,
        riskIds: batch.riskIds,
        status: failure ? 'failed' : 'completed',
        controls: failure ? 0 : own.reduce((n, r) => n + r.controls.length, 0),
        completedAt: ctx.now().toISOString(),
      });
      const saved = await ctx.save({
        steps: asJsonList(done),
        failedBatches: failed,
        result: asJson({ results, applied: null }),
        progress: batchProgress(done.length, batches.length),
      });
      // Cancelled, or no longer ours: whoever holds it now writes the rest.
      if (!saved) return 'done';
    }
    const allFailed = batches.length > 0 && failed.length === batches.length;
    await ctx.save({
      status: allFailed ? 'failed' : 'completed',
      error: allFailed ? 'Every batch failed' : null,
      progress: 100,
      engine: results[0]?.analysis.engine ?? ctx.job.engine,
      finishedAt: ctx.now(),
    });
    return 'done';
  };

/** A single generation whose process died mid-run: run again from step 1, no one listening. */
export const processGenerationJob =
  ({ db, ai, log }: HandlerDeps): JobHandler =>
  async (ctx) => {
    await runGenerationJob({ db, ai, job: ctx.job, save: ctx.save, now: ctx.now, log });
    return 'done';
  };
