import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AiJob } from '@rampart/contracts';
import { normalizeGenerationSettings } from '@rampart/domain';
import {
  claimJob,
  findJob,
  insertJob,
  newId,
  releaseJob,
  updateHeldJob,
  type Database,
} from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { createJobRunner, type JobHandler } from '../../../platform/jobs/job-runner.ts';
import { testApp } from '../../../testing/app.ts';
import { buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { makeAi } from '../../testing/ai-test-kit.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';
import {
  BLANK,
  call,
  CONTEXT,
  createRisk,
  dataOf,
  getJob,
  PHISHING,
  RANSOMWARE,
  VENDOR,
} from './generation-kit.ts';
import { processBulkJob } from './process-bulk-job.ts';

// Generation runs as background jobs: batches, resuming, take-over and cancelling, on the
// app's runner (platform/jobs) with this feature's handlers.
let app: FastifyInstance;
let database: Database;
let owner: SignedIn;

beforeAll(async () => {
  app = await testApp();
  database = await testDatabase();
  owner = await buildOrg(app);
});

const bulk = async (who: SignedIn, riskIds: string[], batchSize?: number): Promise<AiJob> =>
  dataOf(
    await call(app, who, 'POST', '/api/ai/controls/bulk-generate', {
      riskIds,
      batchSize,
      organizationContext: CONTEXT,
      constraints: { maxImplementationHours: 500 },
    }),
  );

/** A runner of its own, with this test's handlers only. */
const testRunner = (handlers: Record<string, JobHandler>) =>
  createJobRunner({
    db: database.db,
    log: recordingLogger(),
    handlers,
    workerId: newId('test-worker'),
  });

const KIND = ['control_generation', 'bulk_control_generation'];

const addJob = (kind: string, extra: Partial<Parameters<typeof insertJob>[1]> = {}) =>
  insertJob(database.db, {
    id: newId('aij'),
    organizationId: owner.user.organizationId,
    createdBy: owner.user.id,
    kind,
    input: {},
    ...extra,
  });

describe('bulk control generation', () => {
  it('runs in batches: a failing batch is recorded and the run continues to 100%', async () => {
    const a = await createRisk(app, owner, PHISHING);
    const b = await createRisk(app, owner, RANSOMWARE);
    const blank = await createRisk(app, owner, BLANK);
    const c = await createRisk(app, owner, VENDOR);
    const queued = await bulk(owner, [a, b, blank, c], 2);
    expect(queued).toMatchObject({
      kind: 'bulk_control_generation',
      status: 'queued',
      progress: 0,
      batchSize: 2,
      label: '4 risks',
      riskTitles: { [blank]: 'X', [c]: VENDOR.title },
      totals: { risks: 4, batches: 2, batchesDone: 0 },
    });

    expect(await app.jobs.drain()).toBeGreaterThanOrEqual(1);
    const job: AiJob = await getJob(app, owner, queued.id);
    expect(job).toMatchObject({ status: 'completed', progress: 100, error: null });
    expect(job.failedBatches).toEqual([
      { index: 1, message: 'Request context is required', riskIds: [blank, c] },
    ]);
    expect(job.batches.map((x) => [x.index, x.status])).toEqual([
      [0, 'completed'],
      [1, 'failed'],
    ]);
    expect(job.results.map((r) => r.riskId)).toEqual([a, b]);
    expect(job.results.every((r) => r.controls.length > 0)).toBe(true);
    expect(job.totals).toMatchObject({ batches: 2, batchesDone: 2, batchesFailed: 1 });
    expect(job.totals.controls).toBe(job.batches[0]!.controls);
  });

  it('fails the batch of a risk deleted after queueing with "Risk not found"', async () => {
    const a = await createRisk(app, owner, PHISHING);
    const gone = await createRisk(app, owner, RANSOMWARE);
    const queued = await bulk(owner, [a, gone], 1);
    dataOf(await call(app, owner, 'DELETE', `/api/risks/${gone}`));
    await app.jobs.drain();
    const job: AiJob = await getJob(app, owner, queued.id);
    expect(job.status).toBe('completed');
    expect(job.failedBatches).toEqual([{ index: 1, message: 'Risk not found', riskIds: [gone] }]);
    expect(job.results.map((r) => r.riskId)).toEqual([a]);
  });

  it('fails the job when every batch failed', async () => {
    const blank = await createRisk(app, owner, BLANK);
    const queued = await bulk(owner, [blank]);
    await app.jobs.drain();
    const job: AiJob = await getJob(app, owner, queued.id);
    expect(job).toMatchObject({ status: 'failed', error: 'Every batch failed', progress: 100 });
  });

  it('saves progress per batch and resumes after the last saved one', async () => {
    const ids = [
      await createRisk(app, owner, PHISHING),
      await createRisk(app, owner, RANSOMWARE),
      await createRisk(app, owner, VENDOR),
    ];
    const queued = await bulk(owner, ids, 1);
    const workerId = newId('w');
    const claimed = await claimJob(database.db, {
      workerId,
      now: new Date(),
      lockTimeoutMs: 60_000,
      kinds: ['bulk_control_generation'],
    });
    expect(claimed?.id).toBe(queued.id);
    // The process starts stopping after the first batch: the job goes back to the queue.
    let saves = 0;
    const kit = makeAi(database, null);
    const outcome = await processBulkJob({ db: database.db, ai: kit.ai, log: recordingLogger() })({
      job: claimed!,
      workerId,
      now: () => new Date(),
      stopping: () => saves >= 1,
      save: async (patch) => {
        saves += 1;
        return (await updateHeldJob(database.db, queued.id, workerId, patch, new Date())) !== null;
      },
    });
    expect(outcome).toBe('released');
    const mid: AiJob = await getJob(app, owner, queued.id);
    expect(mid).toMatchObject({ status: 'running', progress: 33 });
    expect(mid.batches.map((b) => b.index)).toEqual([0]);

    // Another runner (here: the app's) resumes once the lock is handed back or goes stale.
    await releaseJob(database.db, queued.id, workerId, new Date());
    await app.jobs.drain();
    const done: AiJob = await getJob(app, owner, queued.id);
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    expect(done.batches.map((b) => b.index)).toEqual([0, 1, 2]);
    expect(done.results.map((r) => r.riskId)).toEqual(ids);
  });

  it('takes over a job whose process died (stale lock), not one still held', async () => {
    const riskId = await createRisk(app, owner, PHISHING);
    const input = {
      riskIds: [riskId],
      riskTitles: { [riskId]: PHISHING.title },
      batchSize: 1,
      settings: normalizeGenerationSettings({
        organizationContext: {
          industry: 'technology',
          size: 'medium',
          riskTolerance: 'medium',
          timeline: 'standard',
        },
      }),
      label: PHISHING.title,
    };
    const held = await addJob('control_generation', {
      status: 'running',
      input,
      lockedBy: 'alive-worker',
      lockedAt: new Date(),
    });
    const dead = await addJob('control_generation', {
      status: 'running',
      input,
      lockedBy: 'dead-worker',
      lockedAt: new Date(Date.now() - 10 * 60_000),
    });
    await app.jobs.drain();
    const job: AiJob = await getJob(app, owner, dead.id);
    expect(job.status).toBe('completed');
    expect(job.steps).toHaveLength(6);
    expect(job.results[0]!.controls.length).toBeGreaterThan(0);
    const still = await findJob(database.db, owner.user.organizationId, held.id, KIND);
    expect(still).toMatchObject({ status: 'running', lockedBy: 'alive-worker' });
    // Clean up: hand it back so later drains do not wait on it.
    await call(app, owner, 'POST', `/api/ai/jobs/${held.id}/cancel`);
  });
});

describe('cancel', () => {
  it('a queued job is cancelled and never claimed', async () => {
    const queued = await bulk(owner, [await createRisk(app, owner, PHISHING)]);
    const res = dataOf(await call(app, owner, 'POST', `/api/ai/jobs/${queued.id}/cancel`));
    expect(res).toMatchObject({ status: 'cancelled' });
    expect(res.finishedAt).not.toBeNull();
    await app.jobs.drain();
    expect((await getJob(app, owner, queued.id)).status).toBe('cancelled');
  });

  it('a running job stops at its next save, keeping what it saved', async () => {
    const ids = [await createRisk(app, owner, PHISHING), await createRisk(app, owner, VENDOR)];
    const queued = await bulk(owner, ids, 1);
    const kit = makeAi(database, null);
    const handler = processBulkJob({ db: database.db, ai: kit.ai, log: recordingLogger() });
    const runner = testRunner({
      bulk_control_generation: async (ctx) =>
        handler({
          ...ctx,
          save: async (patch) => {
            const ok = await ctx.save(patch);
            // Someone cancels while the first batch is being saved.
            await call(app, owner, 'POST', `/api/ai/jobs/${queued.id}/cancel`);
            return ok;
          },
        }),
    });
    // Only this job is queued for this runner's kind by now.
    await runner.drain();
    const job: AiJob = await getJob(app, owner, queued.id);
    expect(job.status).toBe('cancelled');
    expect(job.batches.map((b) => b.index)).toEqual([0]);
  });

  it('a finished job cannot be cancelled (409); an unknown one is 404', async () => {
    const queued = await bulk(owner, [await createRisk(app, owner, PHISHING)]);
    await app.jobs.drain();
    const res = await call(app, owner, 'POST', `/api/ai/jobs/${queued.id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This job has already finished');
    expect((await call(app, owner, 'POST', '/api/ai/jobs/aij_missing/cancel')).statusCode).toBe(
      404,
    );
  });
});
