import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@rampart/contracts';
import { recordingMailer, testAppWithMailer, type RecordingMailer } from '../../testing/app.ts';
import { PASSWORD, uniqueEmail, uniqueIp } from '../../testing/factories.ts';

let app: FastifyInstance;
let mailer: RecordingMailer;
beforeAll(async () => {
  mailer = recordingMailer();
  app = await testAppWithMailer(mailer);
});
afterAll(async () => {
  await app.close();
});

describe('email verification when a mail server is configured', () => {
  it('requires verification before sign-in, and the emailed link verifies', async () => {
    const email = uniqueEmail('verify');
    const reg = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: PASSWORD, name: 'Vera Fied', organizationName: 'Checked Org' },
    });
    expect(reg.statusCode).toBe(200);
    expect(reg.json().data).toEqual({ requiresVerification: true });
    expect(reg.cookies.find((c) => c.name === 'rampart.session_token')).toBeUndefined();

    const early = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: PASSWORD },
      remoteAddress: uniqueIp(),
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: MESSAGES.verifyEmail,
    });

    const mail = mailer.sent.find((m) => m.to === email);
    const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toContain('/api/auth/verify-email?token=');
    const url = new URL(link!);
    const verify = await app.inject({ url: `${url.pathname}${url.search}` });
    expect(verify.statusCode).toBeLessThan(400);

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: PASSWORD },
      remoteAddress: uniqueIp(),
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.user.emailVerified).toBe(true);
  });

  it('answers a taken email as a new one, and tells the owner of the address by mail', async () => {
    const email = uniqueEmail('owner');
    const register = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password, name: 'Owen Er', organizationName: 'Owned Org' },
      });
    const first = await register(PASSWORD);
    // Verify the first registration through its link.
    const link = /https?:\/\/\S+/.exec(mailer.sent.find((m) => m.to === email)?.text ?? '')?.[0];
    const url = new URL(link!);
    expect((await app.inject({ url: `${url.pathname}${url.search}` })).statusCode).toBeLessThan(
      400,
    );

    const sentBefore = mailer.sent.length;
    const again = await register('an-attackers-password');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const told = mailer.sent.slice(sentBefore);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      to: email,
      subject: 'Someone tried to create a Rampart account with your email',
    });
    expect(told[0]!.text).toContain('nothing was created or changed');
    expect(told[0]!.text).not.toContain('an-attackers-password');
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: PASSWORD },
      remoteAddress: uniqueIp(),
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('sends another verification link to an address registered but never confirmed', async () => {
    const email = uniqueEmail('unconfirmed');
    const payload = { email, password: PASSWORD, name: 'Una', organizationName: 'Pending Org' };
    await app.inject({ method: 'POST', url: '/api/auth/register', payload });
    const again = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(again.json().data).toEqual({ requiresVerification: true });
    const links = mailer.sent.filter((m) => m.to === email && m.text.includes('verify-email'));
    expect(links).toHaveLength(2);
  });

  it('tells the web app that verification is on', async () => {
    const config = await app.inject({ url: '/api/config' });
    expect(config.json().data.emailVerification).toBe(true);
  });
});
