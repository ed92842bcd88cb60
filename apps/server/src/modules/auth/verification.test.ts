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

  it('mails an address at most once per kind and window, however often it is registered', async () => {
    const email = uniqueEmail('flooded');
    const payload = { email, password: PASSWORD, name: 'Una', organizationName: 'Pending Org' };
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
      expect(res.json().data).toEqual({ requiresVerification: true });
    }
    const links = mailer.sent.filter((m) => m.to === email && m.text.includes('verify-email'));
    expect(links).toHaveLength(1);
    // The one link still confirms the address, and the account signs in.
    const url = new URL(/https?:\/\/\S+/.exec(links[0]!.text)![0]);
    expect((await app.inject({ url: `${url.pathname}${url.search}` })).statusCode).toBeLessThan(
      400,
    );
    for (let i = 0; i < 4; i++) {
      await app.inject({ method: 'POST', url: '/api/auth/register', payload });
    }
    expect(mailer.sent.filter((m) => m.to === email)).toHaveLength(2);
  });

  it('a link never hands the address owner an account whose password someone else chose', async () => {
    const email = uniqueEmail('squatted');
    const signIn = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password },
        remoteAddress: uniqueIp(),
      });
    // Someone registers the address first with a password of their own, and cannot confirm it.
    const squatter = {
      email,
      password: 'squatter-password-1',
      name: 'Squatter',
      organizationName: 'S',
    };
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: squatter });
    // The mailbox's owner registers too, and follows the newest link.
    const owner = { email, password: PASSWORD, name: 'Owner', organizationName: 'O' };
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: owner });
    const mail = mailer.sent.filter((m) => m.to === email).at(-1);
    const url = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')![0]);
    const verify = await app.inject({ url: `${url.pathname}${url.search}` });
    expect(verify.statusCode).toBeLessThan(400);
    // Following the link signs nobody in; the owner's password works, the squatter's does not.
    expect(verify.cookies.find((c) => c.name === 'rampart.session_token')).toBeUndefined();
    expect((await signIn('squatter-password-1')).statusCode).toBe(401);
    const owned = await signIn(PASSWORD);
    expect(owned.statusCode).toBe(200);
    expect(owned.json().data.user.name).toBe('Owner');
  });

  it('tells the web app that verification is on', async () => {
    const config = await app.inject({ url: '/api/config' });
    expect(config.json().data.emailVerification).toBe(true);
  });
});
