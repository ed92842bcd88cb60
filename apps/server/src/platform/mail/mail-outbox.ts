import { claimOutgoingMail, releaseFailedMail, type Db } from '@rampart/db';
import type { FastifyBaseLogger } from 'fastify';
import { runSoon } from '../jobs/run-soon.ts';
import type { JobRegistration } from '../jobs/start-jobs.ts';
import type { Mailer } from './mailer.ts';

// Sends what the mail outbox holds (decision 046). Use cases write a row in their transaction;
// `soon()` after the commit sends it within moments, and a schedule in every process catches
// what a crash or a failed send left. A claimed row is marked sent before its mail goes, so two
// processes never send the same mail.

/** A mail still waiting after this long (no mail server then) is not worth sending any more. */
export const OUTBOX_MAX_AGE_MS = 24 * 3_600_000;
const BATCH = 25;
const ROUNDS_MAX = 20;

export type MailOutboxDeps = {
  db: Db;
  mailer: Mailer | null;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/** Sends waiting mail a batch at a time; returns how many went. */
export const sendOutboxMail = async (deps: MailOutboxDeps, now = new Date()): Promise<number> => {
  const { mailer } = deps;
  if (!mailer) return 0;
  let sent = 0;
  for (let round = 0; round < ROUNDS_MAX; round += 1) {
    const batch = await deps.db.transaction((tx) =>
      claimOutgoingMail(tx, {
        now,
        since: new Date(now.getTime() - OUTBOX_MAX_AGE_MS),
        limit: BATCH,
      }),
    );
    for (const mail of batch) {
      try {
        await mailer.send({
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.body,
          ...(Object.keys(mail.headers).length > 0 ? { headers: mail.headers } : {}),
        });
        sent += 1;
      } catch (err) {
        deps.log.warn({ err, purpose: mail.purpose }, 'outbox mail failed');
        await releaseFailedMail(deps.db, mail, now);
      }
    }
    if (batch.length < BATCH) break;
  }
  return sent;
};

export type MailOutbox = {
  /** Sends what is waiting shortly (after the caller's commit); one run at a time. */
  soon(): void;
  /** Sends what is waiting now (tests, the schedule). */
  drain(now?: Date): Promise<number>;
  stop(): void;
};

export const createMailOutbox = (deps: MailOutboxDeps, enabled: boolean): MailOutbox => {
  const trigger = runSoon(() => sendOutboxMail(deps), {
    enabled: enabled && deps.mailer !== null,
    onError: (err) => deps.log.warn({ err }, 'mail outbox run failed'),
  });
  return { ...trigger, drain: (now) => sendOutboxMail(deps, now) };
};

/** The schedule that sends what `soon()` did not (a crash, a failed send, another process). */
export const mailOutboxJobs = (outbox: MailOutbox): JobRegistration => ({
  schedules: [
    {
      name: 'mail outbox',
      everyMs: 60_000,
      run: async (now) => {
        await outbox.drain(now);
      },
    },
  ],
});

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}
