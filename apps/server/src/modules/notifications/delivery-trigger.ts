import { runSoon } from '../../platform/jobs/run-soon.ts';
import { deliverPendingEmails, type NotificationMailDeps } from './deliver-email.ts';

/**
 * Drains the outbox shortly after each signal, one drain at a time in this process (a signal
 * heard during a drain runs one more). Off without a mail server, and in tests.
 */
export const deliveryTrigger = (deps: NotificationMailDeps, enabled: boolean) =>
  runSoon(() => deliverPendingEmails(deps), {
    enabled: enabled && deps.mailer !== null,
    onError: (err) => deps.log.warn({ err }, 'notification outbox drain failed'),
  });
