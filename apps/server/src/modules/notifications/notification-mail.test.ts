import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { TEST_ORIGIN, testConfig } from '../../testing/app.ts';
import type { SignedIn } from '../../testing/factories.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.ts';
import { createQuestionnaire, smallStructure } from '../questionnaires/questionnaire-test-kit.ts';
import { deliverPendingEmails, sendDigests } from './deliver-email.ts';
import {
  bell,
  call,
  mailsTo,
  notificationTestEnv,
  team,
  setPreferences,
} from './notification-test-kit.ts';

const env = await notificationTestEnv();

const giveRisk = async (owner: SignedIn, member: SignedIn, title: string) => {
  const res = await call(env.app, owner, 'POST', '/api/risks', {
    title,
    likelihood: 2,
    impact: 2,
    ownerUserId: member.user.id,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data as { id: string };
};

const drain = (owner: SignedIn) =>
  deliverPendingEmails(env.mail, { organizationId: owner.user.organizationId });

describe('notification mail', () => {
  it('mails each notification once, from the outbox, with a link into the app', async () => {
    const { owner, member } = await team(env.app);
    const risk = await giveRisk(owner, member, 'Phishing');
    expect(mailsTo(env.mailer, member)).toEqual([]);
    expect(await drain(owner)).toBe(1);
    expect(await drain(owner)).toBe(0);
    const [mail, ...more] = mailsTo(env.mailer, member);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Olivia Owner made you the owner of the risk “Phishing”');
    expect(mail!.text).toContain(`Open it in Rampart: ${TEST_ORIGIN}/dashboard/risks/${risk.id}`);
    expect(mail!.text).toContain(`${TEST_ORIGIN}/dashboard/settings/profile`);
    expect(mailsTo(env.mailer, owner)).toEqual([]);
  });

  it('sends no mail for a kind whose email is off, and still shows it in the app', async () => {
    const { owner, member } = await team(env.app);
    await setPreferences(env.app, member, {
      preferences: [{ kind: 'assigned', inApp: true, email: false }],
    });
    await giveRisk(owner, member, 'Quiet');
    expect(await drain(owner)).toBe(0);
    expect(mailsTo(env.mailer, member)).toEqual([]);
    expect((await bell(env.app, member)).map((n) => n.title)).toEqual([
      'Olivia Owner made you the owner of the risk “Quiet”',
    ]);
  });

  it('marks a mail that fails as failed and does not send it again', async () => {
    const { owner, member } = await team(env.app);
    await giveRisk(owner, member, 'Bounced');
    const broken = {
      ...env.mail,
      mailer: {
        send: async () => {
          throw new Error('mailbox unavailable');
        },
      },
    };
    expect(await deliverPendingEmails(broken, { organizationId: owner.user.organizationId })).toBe(
      0,
    );
    expect(await drain(owner)).toBe(0);
    expect(mailsTo(env.mailer, member)).toEqual([]);
  });

  it('gathers the mails of someone who chose a digest into one a day', async () => {
    const { owner, member } = await team(env.app);
    await setPreferences(env.app, member, { digest: true });
    await giveRisk(owner, member, 'First');
    await giveRisk(owner, member, 'Second');
    expect(await drain(owner)).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const at = (day: string, hour: number) =>
      new Date(`${day}T${String(hour).padStart(2, '0')}:30:00Z`);
    await sendDigests(env.mail, at(today, 6));
    expect(mailsTo(env.mailer, member)).toEqual([]);
    await sendDigests(env.mail, at(today, 7));
    const [digest, ...more] = mailsTo(env.mailer, member);
    expect(more).toEqual([]);
    expect(digest!.subject).toMatch(
      /^Your Rampart digest for \w{3} \d{1,2}, \d{4}: 2 notifications$/,
    );
    expect(digest!.text.indexOf('“First”')).toBeGreaterThan(0);
    expect(digest!.text.indexOf('“Second”')).toBeGreaterThan(digest!.text.indexOf('“First”'));
    // Later the same day: it waits for tomorrow's digest.
    await giveRisk(owner, member, 'Third');
    await sendDigests(env.mail, at(today, 18));
    expect(mailsTo(env.mailer, member)).toHaveLength(1);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    await sendDigests(env.mail, at(tomorrow, 8));
    expect(mailsTo(env.mailer, member).map((m) => m.subject.endsWith(': 1 notification'))).toEqual([
      false,
      true,
    ]);
  });
  it('sends what waited for the digest one by one when the digest is turned off', async () => {
    const { owner, member } = await team(env.app);
    await setPreferences(env.app, member, { digest: true });
    await giveRisk(owner, member, 'Held back');
    expect(await drain(owner)).toBe(0);
    await setPreferences(env.app, member, { digest: false });
    expect(await drain(owner)).toBe(1);
    expect(mailsTo(env.mailer, member).map((m) => m.subject)).toEqual([
      'Olivia Owner made you the owner of the risk “Held back”',
    ]);
  });
});

describe('mail through a real SMTP server (SMTP_URL)', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('sends an assignment through nodemailer to the SMTP server named by SMTP_URL', async () => {
    const database = await testDatabase();
    const smtpApp = await buildApp({
      config: testConfig({ SMTP_URL: sink.url, MAIL_FROM: 'Rampart <bell@rampart.test>' }),
      database,
    });
    try {
      const { owner, member } = await team(env.app);
      const q = await createQuestionnaire(env.app, owner, {
        title: 'Vendor DPA',
        structure: smallStructure(),
      });
      const res = await call(smtpApp, owner, 'POST', `/api/questionnaires/${q.id}/assignments`, {
        assigneeId: member.user.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      await expect.poll(() => sink.received.length, { timeout: 10_000 }).toBe(1);
      const message = sink.received[0]!;
      expect(message).toContain(`To: ${member.email}`);
      expect(message).toContain('From: Rampart <bell@rampart.test>');
      // The subject is encoded (curly quotes); the body says it plainly.
      expect(message).toContain('Subject: =?UTF-8?Q?Olivia_Owner_assigned_you');
      expect(message).toContain('Olivia Owner assigned you “Vendor DPA”');
      expect(message).toContain(`/dashboard/questionnaires/${q.id}?mode=collaborate`);
    } finally {
      await smtpApp.close();
    }
  });
});
