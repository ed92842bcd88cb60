import { once } from 'node:events';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cancelJob,
  findJob,
  insertJob,
  insertOrganization,
  newId,
  updateHeldJob,
  type Database,
} from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { recordingLogger } from '../../ai/testing/recording-logger.ts';
import { createJobRunner, type JobHandler, type JobRunner } from './job-runner.ts';

// The runner alone, with kinds of its own: no module's handlers, no app. Tests wait on the
// runner's events and on promises the handlers resolve, never on the clock.
let database: Database;
let organizationId: string;

beforeAll(async () => {
  database = await testDatabase();
  organizationId = (await insertOrganization(database.db, { id: newId('org'), name: 'Runner' })).id;
});

/** A runner of its own kinds only, so it never takes another test's jobs. */
const testRunner = (handlers: Record<string, JobHandler>, lockTimeoutMs = 60_000) =>
  createJobRunner({
    db: database.db,
    log: recordingLogger(),
    handlers,
    lockTimeoutMs,
    workerId: newId('test-worker'),
  });

/**
 * The kinds these tests queue, named for this run: on a PostgreSQL server kept between runs, a
 * job left queued by an interrupted run is of another kind and never taken here.
 */
const RUN = newId('run').slice(-8);
const K = {
  once: `test_once_${RUN}`,
  fail: `test_fail_${RUN}`,
  slow: `test_slow_${RUN}`,
  hold: `test_hold_${RUN}`,
  stop: `test_stop_${RUN}`,
};
/** Every kind these tests queue (reads name the kinds they may see). */
const KIND = Object.values(K);

const addJob = (kind: string, extra: Partial<Parameters<typeof insertJob>[1]> = {}) =>
  insertJob(database.db, { id: newId('job'), organizationId, kind, input: {}, ...extra });

const find = (id: string) => findJob(database.db, organizationId, id, KIND);

const signal = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

/** The next heartbeat of `jobId` on `runner`. */
const nextHeartbeat = async (runner: JobRunner, jobId: string): Promise<void> => {
  for (;;) {
    const [beat] = await once(runner.events, 'heartbeat');
    if ((beat as { jobId: string }).jobId === jobId) return;
  }
};

describe('the runner', () => {
  it('claims each job once, even with several runners polling at the same time', async () => {
    const seen: string[] = [];
    const handler: JobHandler = async (ctx) => {
      seen.push(ctx.job.id);
      await ctx.save({ status: 'completed', progress: 100, finishedAt: ctx.now() });
      return 'done';
    };
    const jobs = await Promise.all([1, 2, 3, 4, 5].map(() => addJob(K.once)));
    const runners = [1, 2, 3].map(() => testRunner({ [K.once]: handler }));
    await Promise.all(runners.map((r) => r.drain()));
    expect(seen.sort()).toEqual(jobs.map((j) => j.id).sort());
    for (const j of jobs) expect((await find(j.id))?.status).toBe('completed');
  });

  it('records a handler failure on the job, without internals', async () => {
    const job = await addJob(K.fail);
    const runner = testRunner({
      [K.fail]: async () => {
        throw new Error('connection string postgres://secret');
      },
    });
    const settled = once(runner.events, 'settled');
    await runner.drain();
    expect((await settled)[0]).toEqual({ jobId: job.id, kind: K.fail, outcome: 'failed' });
    const row = await find(job.id);
    expect(row).toMatchObject({ status: 'failed' });
    expect(row?.error).not.toContain('secret');
    expect(row?.finishedAt).not.toBeNull();
  });

  it('renews the lock while it works, so no other runner takes the job over', async () => {
    const lockTimeoutMs = 600;
    const job = await addJob(K.slow);
    const claimed = signal();
    const finish = signal();
    const runner = testRunner(
      {
        [K.slow]: async (ctx) => {
          claimed.resolve();
          await finish.promise;
          await ctx.save({ status: 'completed', finishedAt: ctx.now() });
          return 'done';
        },
      },
      lockTimeoutMs,
    );
    const other = testRunner({ [K.slow]: async () => 'done' }, lockTimeoutMs);
    const work = runner.tick();
    await claimed.promise;
    const claimedAt = (await find(job.id))!.lockedAt!.getTime();
    // Renewal after renewal (every lockTimeoutMs / 3), until the claim itself is older than
    // the lock timeout by the database's clock: only the renewals keep the job from going stale.
    let renewedAt = claimedAt;
    while (renewedAt - claimedAt <= lockTimeoutMs) {
      await nextHeartbeat(runner, job.id);
      renewedAt = (await find(job.id))!.lockedAt!.getTime();
    }
    expect(await other.tick()).toBe(false);
    finish.resolve();
    expect(await work).toBe(true);
    expect((await find(job.id))?.status).toBe('completed');
  });

  it('a stale hold and a new claim in the same process never pass for each other', async () => {
    const runs: string[] = [];
    const runner = testRunner({
      [K.hold]: async (ctx) => {
        runs.push(ctx.workerId);
        await ctx.save({ status: 'completed', finishedAt: ctx.now() });
        return 'done';
      },
    });
    // A job this process started from a request, whose lock then went stale.
    const first = runner.newHolder();
    const job = await addJob(K.hold, {
      status: 'running',
      lockedBy: first,
      lockedAt: new Date(Date.now() - 10 * 60_000),
    });
    expect(await runner.tick()).toBe(true);
    expect(runs).toHaveLength(1);
    expect(runs[0]).not.toBe(first);
    expect(runs[0]!.startsWith(`${runner.workerId}/`)).toBe(true);
    // The first hold's writes are refused: the job is no longer its own.
    expect(await updateHeldJob(database.db, job.id, first, { progress: 1 }, new Date())).toBe(null);
  });

  it('polls when started, hands the job in hand back when stopped', async () => {
    const job = await addJob(K.stop);
    const started = signal();
    const stopAsked = signal();
    let sawStopping = false;
    const runner = createJobRunner({
      db: database.db,
      log: recordingLogger(),
      pollMs: 10,
      handlers: {
        [K.stop]: async (ctx) => {
          started.resolve();
          await stopAsked.promise;
          sawStopping = ctx.stopping();
          return 'released';
        },
      },
    });
    const settled = once(runner.events, 'settled');
    runner.start();
    await started.promise;
    // stop() marks the runner stopping at once, then waits for the job in hand.
    const stopped = runner.stop();
    stopAsked.resolve();
    await stopped;
    expect(sawStopping).toBe(true);
    expect((await settled)[0]).toMatchObject({ jobId: job.id, outcome: 'released' });
    expect(await find(job.id)).toMatchObject({ status: 'queued', lockedBy: null, lockedAt: null });
    expect(await runner.tick()).toBe(false);
    await cancelJob(database.db, organizationId, job.id, new Date(), KIND);
  });
});
