// The mail outbox (decision 046): mail queued in a transaction goes once, after the commit and
// never for a rollback; a failed send is tried again, then given up; mail too old is not sent;
// two senders at once send each mail once.
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { queueMail, schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { recordingMailer } from '../../testing/app.ts';
import { OUTBOX_MAX_AGE_MS, sendOutboxMail } from './mail-outbox.ts';
import type { Mail, Mailer } from './mailer.ts';

const { db } = await testDatabase();
const log = { warn: () => undefined };
let seq = 0;
const address = () => `mail-${process.pid}-${(seq += 1)}@outbox.test`;

const queue = (to: string, at = new Date()) =>
  queueMail(db, {
    organizationId: null,
    purpose: 'test',
    to,
    subject: `For ${to}`,
    body: 'Hello',
    at,
  });

const rowsTo = (to: string[]) =>
  db.select().from(schema.mailOutbox).where(inArray(schema.mailOutbox.toAddress, to));

/** Sends only what the test queued: other tests share the table. */
const onlyTo = (to: string[], inner: Mailer): Mailer => ({
  async send(mail: Mail) {
    if (to.includes(mail.to)) await inner.send(mail);
  },
});

describe('the mail outbox', () => {
  it('sends mail queued in a committed transaction, and none of one rolled back', async () => {
    const [kept, dropped] = [address(), address()];
    await db.transaction((tx) =>
      queueMail(tx, {
        organizationId: null,
        purpose: 'test',
        to: kept,
        subject: 's',
        body: 'b',
        at: new Date(),
      }),
    );
    await db
      .transaction(async (tx) => {
        await queueMail(tx, {
          organizationId: null,
          purpose: 'test',
          to: dropped,
          subject: 's',
          body: 'b',
          at: new Date(),
        });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    const mailer = recordingMailer();
    await sendOutboxMail({ db, mailer: onlyTo([kept, dropped], mailer), log });
    expect(mailer.sent.map((m) => m.to)).toEqual([kept]);
    expect(await rowsTo([dropped])).toEqual([]);
    // Sent once: a second run sends nothing more.
    await sendOutboxMail({ db, mailer: onlyTo([kept], mailer), log });
    expect(mailer.sent).toHaveLength(1);
  });

  it('tries a failed send again, three times in all, then gives it up', async () => {
    const to = address();
    await queue(to);
    let attempts = 0;
    const failing: Mailer = {
      async send(mail) {
        if (mail.to !== to) return;
        attempts += 1;
        throw new Error('mail server down');
      },
    };
    for (let i = 0; i < 5; i += 1) await sendOutboxMail({ db, mailer: failing, log });
    expect(attempts).toBe(3);
    const [row] = await rowsTo([to]);
    expect(row).toMatchObject({ attempts: 3 });
    expect(row?.failedAt).toBeInstanceOf(Date);
  });

  it('does not send mail older than a day (no mail server then)', async () => {
    const to = address();
    await queue(to, new Date(Date.now() - OUTBOX_MAX_AGE_MS - 60_000));
    const mailer = recordingMailer();
    await sendOutboxMail({ db, mailer: onlyTo([to], mailer), log });
    expect(mailer.sent).toEqual([]);
    const [row] = await rowsTo([to]);
    expect(row?.sentAt).toBeNull();
  });

  it('sends each mail once when two senders run at once', async () => {
    const to = Array.from({ length: 30 }, () => address());
    for (const a of to) await queue(a);
    const mailer = recordingMailer();
    const slow: Mailer = {
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        await mailer.send(mail);
      },
    };
    await Promise.all([
      sendOutboxMail({ db, mailer: onlyTo(to, slow), log }),
      sendOutboxMail({ db, mailer: onlyTo(to, slow), log }),
    ]);
    expect(mailer.sent.map((m) => m.to).sort()).toEqual([...to].sort());
    const rows = await rowsTo(to);
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
    expect(
      await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, to[0]!)),
    ).toHaveLength(1);
  });
});
