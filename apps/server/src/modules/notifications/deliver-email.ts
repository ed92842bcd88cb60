// Draining the notification outbox and sending the daily digests. Any process may do either at
// any time: rows are claimed (and marked sent) before the mail goes, so each goes once.
import { DIGEST_HOUR_UTC } from '@rampart/contracts';
import {
  claimDigestPeople,
  claimPendingEmails,
  markEmailsFailed,
  takeDigestNotifications,
  type Db,
} from '@rampart/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer } from '../../platform/mail/mailer.ts';
import { digestMail, notificationMail } from './notification-mail.ts';

export type NotificationMailDeps = {
  db: Db;
  mailer: Mailer | null;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/** A mail still waiting after this long (no mail server then) is not sent any more. */
export const EMAIL_MAX_AGE_MS = 24 * 3_600_000;
const BATCH = 50;
const ROUNDS_MAX = 20;
const DIGEST_PEOPLE_MAX = 200;

/**
 * Sends the mails waiting in the outbox (of one organisation when given), a batch at a time.
 * A failed mail is marked failed and logged, not retried. Returns how many went.
 */
export const deliverPendingEmails = async (
  deps: NotificationMailDeps,
  opts: { organizationId?: string; now?: Date } = {},
): Promise<number> => {
  const { mailer } = deps;
  if (!mailer) return 0;
  let sent = 0;
  for (let round = 0; round < ROUNDS_MAX; round += 1) {
    const now = opts.now ?? new Date();
    const batch = await deps.db.transaction((tx) =>
      claimPendingEmails(tx, {
        now,
        since: new Date(now.getTime() - EMAIL_MAX_AGE_MS),
        limit: BATCH,
        organizationId: opts.organizationId,
      }),
    );
    const failed: string[] = [];
    for (const n of batch) {
      if (await sendQuietly(deps, notificationMail(deps.publicUrl, n))) sent += 1;
      else failed.push(n.id);
    }
    await markEmailsFailed(deps.db, failed);
    if (batch.length < BATCH) break;
  }
  return sent;
};

/**
 * From DIGEST_HOUR_UTC on, everyone who chose a daily digest and has notifications waiting for
 * it gets one mail listing them, once per day (claimDigestPeople marks the day).
 */
export const sendDigests = async (deps: NotificationMailDeps, now: Date): Promise<number> => {
  if (!deps.mailer || now.getUTCHours() < DIGEST_HOUR_UTC) return 0;
  const day = now.toISOString().slice(0, 10);
  const mails = await deps.db.transaction(async (tx) => {
    const out: Mail[] = [];
    for (const p of await claimDigestPeople(tx, day, DIGEST_PEOPLE_MAX)) {
      const rows = await takeDigestNotifications(tx, p.organizationId, p.userId, now);
      if (rows.length > 0) out.push(digestMail(deps.publicUrl, rows, day));
    }
    return out;
  });
  let sent = 0;
  for (const mail of mails) if (await sendQuietly(deps, mail)) sent += 1;
  return sent;
};

const sendQuietly = async (deps: NotificationMailDeps, mail: Mail): Promise<boolean> => {
  try {
    await deps.mailer!.send(mail);
    return true;
  } catch (err) {
    deps.log.warn({ err }, 'notification mail failed');
    return false;
  }
};
