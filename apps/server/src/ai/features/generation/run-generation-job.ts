import type { GenerationEvent, GenerationStep } from '@rampart/contracts';
import { stepName, stepProgress } from '@rampart/domain';
import type { JobPatch, JobRow, Db } from '@rampart/db';
import { AppError } from '../../../errors.ts';
import type { AiService } from '../../service.ts';
import { generateForRisk } from './generate-for-risk.ts';
import { asJson, asJsonList, failureMessage, jobInput } from './job-data.ts';

/** The job was cancelled (or another process took it over) while it ran. */
class JobLost extends Error {}

export type RunOutcome =
  { ok: true } | { ok: false; error: unknown; stepsDone: number } | { ok: false; lost: true };

/**
 * Runs a control-generation job: the six steps, each saved to the job (steps, progress) and
 * then reported through `emit` as it completes; the result is saved with the last step. A
 * failure leaves the results empty and the job failed with its message (risks spec §8).
 */
export const runGenerationJob = async (opts: {
  db: Db;
  ai: AiService;
  job: JobRow;
  save: (patch: JobPatch) => Promise<boolean>;
  now: () => Date;
  emit?: (event: GenerationEvent) => void;
  log?: { error: (obj: object, msg: string) => void };
}): Promise<RunOutcome> => {
  const { job, save, now } = opts;
  const emit = opts.emit ?? (() => {});
  const input = jobInput(job);
  const steps: GenerationStep[] = [];
  try {
    await generateForRisk({
      db: opts.db,
      ai: opts.ai,
      caller: { organizationId: job.organizationId, userId: job.createdBy },
      riskId: input.riskIds[0]!,
      settings: input.settings,
      onStep: async (index, detail, result) => {
        const step: GenerationStep = {
          index,
          name: stepName(index),
          progress: stepProgress(index),
          detail,
          completedAt: now().toISOString(),
        };
        steps.push(step);
        const patch: JobPatch = { steps: asJsonList(steps), progress: step.progress };
        if (result) {
          Object.assign(patch, {
            status: 'completed',
            result: asJson({ results: [result], applied: null }),
            engine: result.analysis.engine,
            finishedAt: now(),
          });
        }
        if (!(await save(patch))) throw new JobLost();
        emit({ type: 'step', jobId: job.id, ...step });
        if (result) emit({ type: 'result', jobId: job.id, result });
      },
    });
    return { ok: true };
  } catch (err) {
    if (err instanceof JobLost) {
      emit({ type: 'error', jobId: job.id, code: 'CONFLICT', message: 'Generation was cancelled' });
      return { ok: false, lost: true };
    }
    if (!(err instanceof AppError))
      opts.log?.error({ err, jobId: job.id }, 'control generation failed');
    const message = failureMessage(err);
    await save({
      status: 'failed',
      error: message,
      steps: asJsonList(steps),
      result: asJson({ results: [], applied: null }),
      finishedAt: now(),
    });
    emit({
      type: 'error',
      jobId: job.id,
      code: err instanceof AppError ? err.code : 'INTERNAL_ERROR',
      message,
    });
    return { ok: false, error: err, stepsDone: steps.length };
  }
};
