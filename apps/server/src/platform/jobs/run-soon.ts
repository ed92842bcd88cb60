/** Signals arriving this close together are served by one run. */
const GATHER_MS = 50;

export type RunSoon = {
  /** Runs shortly; a signal heard during a run makes one more run after it. */
  soon(): void;
  stop(): void;
};

/**
 * Runs `work` shortly after each signal, one run at a time in this process (the outboxes: send
 * what a commit just queued). Off when not `enabled` (tests, no mail server). A failed run is
 * handed to `onError`; the next signal tries again.
 */
export const runSoon = (
  work: () => Promise<unknown>,
  { enabled, onError }: { enabled: boolean; onError: (err: unknown) => void },
): RunSoon => {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let again = false;
  let stopped = !enabled;

  const run = async () => {
    running = true;
    try {
      do {
        again = false;
        await work();
      } while (again && !stopped);
    } catch (err) {
      onError(err);
    } finally {
      running = false;
    }
  };

  return {
    soon() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void run();
      }, GATHER_MS);
      timer.unref();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
};
