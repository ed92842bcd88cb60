import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import {
  claimJob,
  heartbeatJob,
  newId,
  releaseJob,
  updateHeldJob,
  type JobPatch,
  type JobRow,
  type Db,
} from '@rampart/db';
import { AppError } from '../../errors.ts';

/**
 * Background jobs of every module (the `jobs` table), run by any process: each runner polls,
 * claims the oldest waiting job with FOR UPDATE SKIP LOCKED, renews its lock while it works,
 * and hands the job back when the process stops. A job whose lock is older than
 * `lockTimeoutMs` (its process died) is claimed again by whichever runner polls next and
 * resumes from its saved progress. The runner knows no module: its handlers are given to it
 * (start-jobs.ts, from each module's registration).
 */
export type JobContext = {
  job: JobRow;
  /** This hold's lock owner: the worker's id and a token of its own (see `newHolder`). */
  workerId: string;
  now: () => Date;
  /** Saves progress and renews the lock; false when the job is no longer ours (cancelled, taken over). */
  save: (patch: JobPatch) => Promise<boolean>;
  /** The process is stopping: hand the job back at the next safe point. */
  stopping: () => boolean;
};

/** 'released' when the handler stopped early and the job should go back to the queue. */
export type JobHandler = (ctx: JobContext) => Promise<'done' | 'released'>;

export type JobRunnerOptions = {
  db: Db;
  log: FastifyBaseLogger;
  handlers: Record<string, JobHandler>;
  /** Between polls when idle. */
  pollMs?: number;
  /** A lock not renewed for this long is taken over. */
  lockTimeoutMs?: number;
  now?: () => Date;
  workerId?: string;
};

/** What a runner tells its listeners (tests wait on these instead of sleeping). */
export type JobRunnerEvents = {
  /** A claimed job's run ended: its handler finished, handed it back, or failed. */
  settled: [{ jobId: string; kind: string; outcome: 'done' | 'released' | 'failed' }];
  /** The lock of a job in hand was renewed. */
  heartbeat: [{ jobId: string }];
};

export const JOB_DEFAULTS = { pollMs: 2000, lockTimeoutMs: 60_000 } as const;

export type JobRunner = {
  readonly workerId: string;
  readonly lockTimeoutMs: number;
  readonly events: EventEmitter<JobRunnerEvents>;
  /** Claims and runs one job; false when none was waiting. */
  tick(): Promise<boolean>;
  /** Runs jobs until none is waiting (tests). */
  drain(): Promise<number>;
  /** Polls every pollMs until stopped. */
  start(): void;
  /** Polls now instead of at the next interval (a job was just queued). */
  wake(): void;
  /** Stops polling and waits for the job in hand to be handed back or finished. */
  stop(): Promise<void>;
  /**
   * A lock owner for one hold of one job: the worker's id plus a token of its own, so two
   * holds in the same process (a job run from a request and, after a stale lock, the same job
   * claimed by this runner) never pass each other's "still mine?" checks.
   */
  newHolder(): string;
  /** Runs `work` for a job held as `holder`, renewing its lock meanwhile. */
  holding<T>(jobId: string, holder: string, work: () => Promise<T>): Promise<T>;
};

const messageOf = (err: unknown) =>
  err instanceof AppError ? err.message : 'Something went wrong on our side. Please try again.';

export const createJobRunner = (opts: JobRunnerOptions): JobRunner => {
  const { db, log, handlers } = opts;
  const pollMs = opts.pollMs ?? JOB_DEFAULTS.pollMs;
  const lockTimeoutMs = opts.lockTimeoutMs ?? JOB_DEFAULTS.lockTimeoutMs;
  const now = opts.now ?? (() => new Date());
  const workerId = opts.workerId ?? `${hostname()}:${process.pid}:${newId('w')}`;
  const heartbeatMs = Math.max(50, Math.floor(lockTimeoutMs / 3));
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> | null = null;
  const events = new EventEmitter<JobRunnerEvents>();

  const newHolder = () => `${workerId}/${newId('h')}`;

  const holding = async <T>(jobId: string, holder: string, work: () => Promise<T>): Promise<T> => {
    const beat = setInterval(() => {
      heartbeatJob(db, jobId, holder)
        .then((held) => held && events.emit('heartbeat', { jobId }))
        .catch((err: unknown) => log.warn({ err, jobId }, 'job heartbeat failed'));
    }, heartbeatMs);
    beat.unref();
    try {
      return await work();
    } finally {
      clearInterval(beat);
    }
  };

  const run = async (job: JobRow, holder: string) => {
    const handler = handlers[job.kind];
    const save = async (patch: JobPatch) =>
      (await updateHeldJob(db, job.id, holder, patch, now())) !== null;
    const settled = (outcome: 'done' | 'released' | 'failed') =>
      events.emit('settled', { jobId: job.id, kind: job.kind, outcome });
    if (!handler) {
      await save({ status: 'failed', error: `No handler for ${job.kind} jobs`, finishedAt: now() });
      settled('failed');
      return;
    }
    try {
      const outcome = await holding(job.id, holder, () =>
        handler({ job, workerId: holder, now, save, stopping: () => stopping }),
      );
      if (outcome === 'released') await releaseJob(db, job.id, holder, now());
      settled(outcome);
    } catch (err) {
      if (!(err instanceof AppError)) log.error({ err, jobId: job.id }, 'job failed');
      await save({ status: 'failed', error: messageOf(err), finishedAt: now() }).catch(
        (e: unknown) => log.error({ err: e, jobId: job.id }, 'could not record the failure'),
      );
      settled('failed');
    }
  };

  const tick = async () => {
    if (stopping) return false;
    const at = now();
    const holder = newHolder();
    const job = await claimJob(db, {
      workerId: holder,
      now: at,
      lockTimeoutMs,
      kinds: Object.keys(handlers),
    });
    if (!job) return false;
    await run(job, holder);
    return true;
  };

  const inRunnerContext = AsyncLocalStorage.snapshot();

  const loop = async () => {
    timer = null;
    if (stopping || current) return;
    const work = (async () => {
      try {
        while (!stopping && (await tick()));
      } catch (err) {
        if (!stopping) log.warn({ err }, 'job poll failed');
      }
    })();
    current = work;
    await work;
    current = null;
    if (!stopping) schedule(pollMs);
  };

  const schedule = (ms: number) => {
    if (timer) clearTimeout(timer);
    // In the runner's own async context, never that of the request that woke it (an MCP tool
    // call's audit channel must not follow the jobs of every organisation after it).
    timer = setTimeout(() => void inRunnerContext(loop), ms);
    timer.unref();
  };

  return {
    workerId,
    lockTimeoutMs,
    events,
    newHolder,
    tick,
    async drain() {
      let n = 0;
      while (await tick()) n += 1;
      return n;
    },
    start() {
      stopping = false;
      schedule(0);
    },
    wake() {
      if (!stopping && timer && !current) schedule(0);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
    holding,
  };
};
