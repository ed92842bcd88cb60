import { deliverPendingEmails, type NotificationMailDeps } from './deliver-email.ts';

/** Signals arriving this close together are served by one drain of the outbox. */
const GATHER_MS = 50;

/**
 * Drains the outbox shortly after each signal, one drain at a time in this process (a signal
 * heard during a drain runs one more). Off without a mail server, and in tests.
 */
export const deliveryTrigger = (deps: NotificationMailDeps, enabled: boolean) => {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let again = false;
  let stopped = !enabled || deps.mailer === null;

  const run = async () => {
    running = true;
    try {
      do {
        again = false;
        await deliverPendingEmails(deps);
      } while (again && !stopped);
    } catch (err) {
      deps.log.warn({ err }, 'notification outbox drain failed');
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
