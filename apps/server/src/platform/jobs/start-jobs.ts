import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@rampart/db';
import { createJobRunner, type JobHandler, type JobRunner } from './job-runner.ts';

/**
 * Work a module does now and then, in every process (each sweep makes sure one process at a
 * time does it, e.g. with an advisory lock). It returns how many jobs it queued, if any, so the
 * runner polls at once instead of at its next interval.
 */
export type JobSchedule = {
  /** Said in the log when a run fails: "<name> failed". */
  name: string;
  everyMs: number;
  /** A first run soon after start as well, before the first interval has passed. */
  firstAfterMs?: number;
  run: (now: Date) => Promise<number | void>;
};

/** What a module hands the runner: the job kinds it runs, and its schedules. */
export type JobRegistration = {
  handlers?: Record<string, JobHandler>;
  schedules?: JobSchedule[];
};

export type JobsOptions = {
  /** Poll for jobs and run the schedules (default: everywhere but tests, which tick the runner). */
  start?: boolean;
  pollMs?: number;
  lockTimeoutMs?: number;
  /** Between notification sweeps (NOTIFICATION_SWEEP_MS; the two-process test goes faster). */
  notificationSweepMs?: number;
  /**
   * How long a webhook delivery's claim holds (60 s by default) before another process may
   * send it again; the two-process test shortens it (WEBHOOK_LOCK_MS). Longer than a send's
   * 10 s timeout, so a send still under way is never claimed twice.
   */
  webhookLockMs?: number;
};

const handlersOf = (registrations: JobRegistration[]): Record<string, JobHandler> => {
  const handlers: Record<string, JobHandler> = {};
  for (const { handlers: theirs = {} } of registrations) {
    for (const [kind, handler] of Object.entries(theirs)) {
      // Two modules claiming one kind would run each other's jobs: refuse at start.
      if (handlers[kind]) throw new Error(`Two job handlers for ${kind} jobs`);
      handlers[kind] = handler;
    }
  }
  return handlers;
};

/**
 * The process's runner for every registered kind of job, and the modules' schedules; started
 * unless told otherwise. The composition root (app.ts) gathers the registrations.
 */
export const startJobs = (
  db: Db,
  log: FastifyBaseLogger,
  registrations: JobRegistration[],
  options: Pick<JobsOptions, 'start' | 'pollMs' | 'lockTimeoutMs'> = {},
): JobRunner => {
  const runner = createJobRunner({
    db,
    log,
    handlers: handlersOf(registrations),
    pollMs: options.pollMs,
    lockTimeoutMs: options.lockTimeoutMs,
  });
  if (!options.start) return runner;
  runner.start();
  const timers: NodeJS.Timeout[] = [];
  for (const schedule of registrations.flatMap((r) => r.schedules ?? [])) {
    const run = () =>
      void schedule
        .run(new Date())
        .then((queued) => (queued ?? 0) > 0 && runner.wake())
        .catch((err: unknown) => log.warn({ err }, `${schedule.name} failed`));
    if (schedule.firstAfterMs !== undefined) timers.push(setTimeout(run, schedule.firstAfterMs));
    timers.push(setInterval(run, schedule.everyMs));
  }
  for (const timer of timers) timer.unref();
  return {
    ...runner,
    stop: async () => {
      // clearTimeout clears intervals as well (one id space in Node).
      for (const timer of timers) clearTimeout(timer);
      await runner.stop();
    },
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's job runner (tests tick or drain it). */
    jobs: JobRunner;
  }
}
