import type { GenerateControlsBody, GenerationEvent } from '@rampart/contracts';
import { normalizeGenerationSettings } from '@rampart/domain';
import { findRisk, insertJob, newId, updateHeldJob, type JobRow, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import type { JobRunner } from '../../../platform/jobs/job-runner.ts';
import type { AiService } from '../../service.ts';
import { CONTROL_GENERATION_FEATURE } from './draft-controls.ts';
import { asJson, type JobInput } from './job-data.ts';
import { riskNotFound } from './load-subject.ts';
import { runGenerationJob, type RunOutcome } from './run-generation-job.ts';

/**
 * POST /api/ai/controls/generate: a control-generation job for one risk, held by this process
 * and run now, each step reported through `emit` as it completes. The job row keeps the steps
 * and the result, so a reload shows them; if this process dies mid-run, its lock goes stale and
 * any process's runner runs the job again.
 */
export const startGeneration = async (opts: {
  db: Db;
  ai: AiService;
  runner: JobRunner;
  actor: Actor;
  body: GenerateControlsBody;
  emit: (event: GenerationEvent) => void;
  log?: { error: (obj: object, msg: string) => void };
}): Promise<{ job: JobRow; outcome: RunOutcome }> => {
  const { db, ai, runner, actor, body } = opts;
  const risk = await findRisk(db, actor.organizationId, body.riskId);
  if (!risk) throw riskNotFound();
  // The offline engine counts the request against the organisation's limits here, before any
  // job exists (a model engine's guard counts each model call).
  await ai.admitOffline({ actor, feature: CONTROL_GENERATION_FEATURE });
  const input: JobInput = {
    riskIds: [risk.id],
    riskTitles: { [risk.id]: risk.title },
    batchSize: 1,
    settings: normalizeGenerationSettings(body),
    label: risk.title,
  };
  const now = () => new Date();
  const holder = runner.newHolder();
  const job = await insertJob(db, {
    id: newId('aij'),
    organizationId: actor.organizationId,
    createdBy: actor.userId,
    kind: 'control_generation',
    status: 'running',
    input: asJson(input),
    engine: ai.engine,
    lockedBy: holder,
  });
  const outcome = await runner.holding(job.id, holder, () =>
    runGenerationJob({
      db,
      ai,
      job,
      now,
      save: async (patch) => (await updateHeldJob(db, job.id, holder, patch, now())) !== null,
      emit: opts.emit,
      log: opts.log,
    }),
  );
  return { job, outcome };
};
