import { z } from 'zod';

// Running several processes (issue 25, decision 048): how one stops behind a load balancer and
// how often each looks for work that one of them does at a time.

export const processEnv = {
  // On SIGTERM, how long the process keeps serving while answering "not ready", so a load
  // balancer takes it out of rotation before it stops accepting (issue 25): its health check's
  // interval times its fall count. 0 (the default) closes at once.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  // How often each process looks for questionnaire assignment reminders that are due.
  REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
};

type ProcessEnv = z.infer<z.ZodObject<typeof processEnv>>;

export type ProcessesConfig = {
  /** On SIGTERM: milliseconds spent not ready, still serving, before closing. */
  shutdownDrainMs: number;
  /** Between sweeps for due assignment reminders (one process at a time does it). */
  reminderSweepMs: number;
};

export const processesConfig = (e: ProcessEnv): ProcessesConfig => ({
  shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
  reminderSweepMs: e.REMINDER_SWEEP_SECONDS * 1000,
});
