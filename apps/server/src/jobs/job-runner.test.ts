import { setTimeout as delay } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AiJob } from '@rampart/contracts';
import { normalizeGenerationSettings } from '@rampart/domain';
import {
  claimAiJob,
  findAiJob,
  insertAiJob,
  newId,
  releaseAiJob,
  updateHeldAiJob,
  type Database,
} from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { makeAi } from '../ai/testing/ai-test-kit.ts';
import { recordingLogger } from '../ai/testing/recording-logger.ts';
import { processBulkJob } from '../ai/features/generation/process-bulk-job.ts';
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
} from '../ai/features/generation/generation-kit.ts';
import { testApp } from '../testing/app.ts';
import { buildOrg, type SignedIn } from '../testing/factories.ts';
import { createJobRunner, type JobHandler } from './job-runner.ts';

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

/** A runner of its own kinds only, so it never takes the app's generation jobs. */
const testRunner = (handlers: Record<string, JobHandler>, lockTimeoutMs = 60_000) =>
  createJobRunner({
    db: database.db,
    log: recordingLogger(),
    handlers,
    lockTimeoutMs,
    workerId: newId('test-worker'),
  });

/** Every kind these tests queue (reads name the kinds they may see). */
const KIND = [
  'control_generation',
  'bulk_control_generation',
  'test_once',
  'test_fail',
  'test_slow',
  'test_hold',
  'test_stop',
];

const insertJob = (kind: string, extra: Partial<Parameters<typeof insertAiJob>[1]> = {}) =>
  insertAiJob(database.db, {
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
    const claimed = await claimAiJob(database.db, {
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
        return (
          (await updateHeldAiJob(database.db, queued.id, workerId, patch, new Date())) !== null
        );
      },
    });
    expect(outcome).toBe('released');
    const mid: AiJob = await getJob(app, owner, queued.id);
    expect(mid).toMatchObject({ status: 'running', progress: 33 });
    expect(mid.batches.map((b) => b.index)).toEqual([0]);

    // Another runner (here: the app's) resumes once the lock is handed back or goes stale.
    await releaseAiJob(database.db, queued.id, workerId, new Date());
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
    const held = await insertJob('control_generation', {
      status: 'running',
      input,
      lockedBy: 'alive-worker',
      lockedAt: new Date(),
    });
    const dead = await insertJob('control_generation', {
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
    const still = await findAiJob(database.db, owner.user.organizationId, held.id, KIND);
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

describe('the runner', () => {
  it('claims each job once, even with several runners polling at the same time', async () => {
    const seen: string[] = [];
    const handler: JobHandler = async (ctx) => {
      seen.push(ctx.job.id);
      await delay(5);
      await ctx.save({ status: 'completed', progress: 100, finishedAt: ctx.now() });
      return 'done';
    };
    const jobs = await Promise.all([1, 2, 3, 4, 5].map(() => insertJob('test_once')));
    const runners = [1, 2, 3].map(() => testRunner({ test_once: handler }));
    await Promise.all(runners.map((r) => r.drain()));
    expect(seen.sort()).toEqual(jobs.map((j) => j.id).sort());
    for (const j of jobs) {
      expect((await findAiJob(database.db, owner.user.organizationId, j.id, KIND))?.status).toBe(
        'completed',
      );
    }
  });

  it('records a handler failure on the job, without internals', async () => {
    const job = await insertJob('test_fail');
    const runner = testRunner({
      test_fail: async () => {
        throw new Error('connection string postgres://secret');
      },
    });
    await runner.drain();
    const row = await findAiJob(database.db, owner.user.organizationId, job.id, KIND);
    expect(row).toMatchObject({ status: 'failed' });
    expect(row?.error).not.toContain('secret');
    expect(row?.finishedAt).not.toBeNull();
  });

  it('renews the lock while it works, so no other runner takes the job over', async () => {
    const job = await insertJob('test_slow');
    const claimedAt: Date[] = [];
    const runner = testRunner(
      {
        test_slow: async (ctx) => {
          claimedAt.push(ctx.job.lockedAt!);
          await delay(400);
          await ctx.save({ status: 'completed', finishedAt: ctx.now() });
          return 'done';
        },
      },
      150,
    );
    const other = testRunner({ test_slow: async () => 'done' }, 150);
    const work = runner.tick();
    await delay(250);
    // Past the 150 ms lock timeout, but renewed every 50 ms: not stale.
    expect(await other.tick()).toBe(false);
    const mid = await findAiJob(database.db, owner.user.organizationId, job.id, KIND);
    expect(mid!.lockedAt!.getTime()).toBeGreaterThan(claimedAt[0]!.getTime());
    await work;
    expect((await findAiJob(database.db, owner.user.organizationId, job.id, KIND))?.status).toBe(
      'completed',
    );
  });

  it('a stale hold and a new claim in the same process never pass for each other', async () => {
    const runs: string[] = [];
    const runner = testRunner(
      {
        test_hold: async (ctx) => {
          runs.push(ctx.workerId);
          await ctx.save({ status: 'completed', finishedAt: ctx.now() });
          return 'done';
        },
      },
      60_000,
    );
    // A job this process started from a request, whose lock then went stale.
    const first = runner.newHolder();
    const job = await insertJob('test_hold', {
      status: 'running',
      lockedBy: first,
      lockedAt: new Date(Date.now() - 10 * 60_000),
    });
    expect(await runner.tick()).toBe(true);
    expect(runs).toHaveLength(1);
    expect(runs[0]).not.toBe(first);
    expect(runs[0]!.startsWith(`${runner.workerId}/`)).toBe(true);
    // The first hold's writes are refused: the job is no longer its own.
    expect(await updateHeldAiJob(database.db, job.id, first, { progress: 1 }, new Date())).toBe(
      null,
    );
  });

  it('polls when started, hands the job in hand back when stopped', async () => {
    const job = await insertJob('test_stop');
    let started = false;
    const runner = createJobRunner({
      db: database.db,
      log: recordingLogger(),
      pollMs: 10,
      handlers: {
        test_stop: async (ctx) => {
          started = true;
          while (!ctx.stopping()) await delay(5);
          return 'released';
        },
      },
    });
    runner.start();
    while (!started) await delay(5);
    await runner.stop();
    const row = await findAiJob(database.db, owner.user.organizationId, job.id, KIND);
    expect(row).toMatchObject({ status: 'queued', lockedBy: null, lockedAt: null });
    expect(await runner.tick()).toBe(false);
    await call(app, owner, 'POST', `/api/ai/jobs/${job.id}/cancel`);
  });
});
