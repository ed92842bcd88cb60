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
    expect(reg.json().data).toEqual({ user: null, requiresVerification: true, error: null });
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

  it('tells the web app that verification is on', async () => {
    const config = await app.inject({ url: '/api/config' });
    expect(config.json().data.emailVerification).toBe(true);
  });
});
