import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cookieOf, TEST_ORIGIN, testApp } from '../../testing/app.ts';
import {
  buildMember,
  buildOrg,
  PASSWORD,
  uniqueIp,
  type SignedIn,
} from '../../testing/factories.ts';
import { codeFor } from '../../testing/totp.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const STEP = 30_000;

const post = (url: string, cookie: string | null, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
    remoteAddress: '203.0.113.9',
  });

const signIn = (email: string, password = PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress: uniqueIp(),
  });

/** Sets up and confirms an authenticator app; answers its address, codes and the new cookie. */
const enrol = async (person: SignedIn) => {
  const setup = await post('/api/account/two-factor', person.cookie, { password: PASSWORD });
  expect(setup.statusCode).toBe(200);
  const { otpauthUri, backupCodes } = setup.json().data as {
    otpauthUri: string;
    backupCodes: string[];
  };
  const confirm = await post('/api/account/two-factor/confirm', person.cookie, {
    code: codeFor(otpauthUri),
  });
  expect(confirm.statusCode).toBe(200);
  const cookie = cookieOf(confirm, 'rampart.session_token');
  expect(cookie).not.toBeNull();
  return { otpauthUri, backupCodes, cookie: cookie! };
};

/** Password first: answers the challenge cookie the second step needs. */
const firstStep = async (email: string) => {
  const res = await signIn(email);
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toEqual({ secondFactor: { methods: ['totp', 'backup-code'] } });
  expect(cookieOf(res, 'rampart.session_token')).toBeNull();
  const challenge = cookieOf(res, 'rampart.two_factor');
  expect(challenge).not.toBeNull();
  return challenge!;
};

const me = (cookie: string) => app.inject({ url: '/api/users/me', headers: { cookie } });

describe('two-factor authentication with an authenticator app', () => {
  it('is set up with the password, confirmed by a first code, then asked at every sign-in', async () => {
    const owner = await buildOrg(app);
    const wrong = await post('/api/account/two-factor', owner.cookie, { password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([
      { field: 'password', message: 'That password is not right' },
    ]);

    const setup = await post('/api/account/two-factor', owner.cookie, { password: PASSWORD });
    const { otpauthUri, key, backupCodes } = setup.json().data;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Rampart:/);
    expect(new URL(otpauthUri).searchParams.get('issuer')).toBe('Rampart');
    expect(key).toBe(new URL(otpauthUri).searchParams.get('secret'));
    expect(backupCodes).toHaveLength(10);
    // Not confirmed yet: the password alone still signs in.
    expect((await signIn(owner.email)).json().data.user.email).toBe(owner.email);

    const badCode = await post('/api/account/two-factor/confirm', owner.cookie, {
      code: '000000' === codeFor(otpauthUri) ? '111111' : '000000',
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.details[0].field).toBe('code');
    const notDigits = await post('/api/account/two-factor/confirm', owner.cookie, { code: '12ab' });
    expect(notDigits.statusCode).toBe(400);

    const confirm = await post('/api/account/two-factor/confirm', owner.cookie, {
      code: codeFor(otpauthUri),
    });
    expect(confirm.statusCode).toBe(200);
    // The session was replaced: the old cookie is refused, the new one works.
    expect((await me(owner.cookie)).statusCode).toBe(401);
    const fresh = cookieOf(confirm, 'rampart.session_token')!;
    expect((await me(fresh)).json().data.twoFactor).toEqual({ enabled: true, required: false });
    const security = await app.inject({ url: '/api/account/security', headers: { cookie: fresh } });
    expect(security.json().data.twoFactor).toMatchObject({ state: 'on', backupCodesLeft: 10 });

    // A sign-in now stops after the password, with no session, until a code is given.
    const challenge = await firstStep(owner.email);
    const none = await post('/api/auth/second-factor', null, {
      method: 'totp',
      code: codeFor(otpauthUri),
    });
    expect(none.statusCode).toBe(401);
    const passed = await post('/api/auth/second-factor', challenge, {
      method: 'totp',
      code: codeFor(otpauthUri),
    });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().data.user.email).toBe(owner.email);
    const session = cookieOf(passed, 'rampart.session_token')!;
    expect((await me(session)).statusCode).toBe(200);

    // The same code is not accepted twice (RFC 6238 §5.2), even in a new sign-in.
    const again = await firstStep(owner.email);
    const replay = await post('/api/auth/second-factor', again, {
      method: 'totp',
      code: codeFor(otpauthUri),
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('INVALID_CODE');
    const next = await post('/api/auth/second-factor', again, {
      method: 'totp',
      code: codeFor(otpauthUri, Date.now() + STEP),
    });
    expect(next.statusCode).toBe(200);
    // The challenge is spent once used.
    const spent = await post('/api/auth/second-factor', again, {
      method: 'totp',
      code: codeFor(otpauthUri, Date.now() - STEP),
    });
    expect(spent.statusCode).toBe(401);

    const audit = await app.inject({
      url: '/api/audit-events?entityType=user&limit=50',
      headers: { cookie: session },
    });
    const events = audit.json().data.items as { action: string; after: { method?: string } }[];
    const actions = events.map((e) => e.action);
    expect(actions).toContain('user.two_factor_enabled');
    expect(actions).toContain('user.sign_in_failed');
    expect(
      events.filter((e) => e.action === 'user.signed_in').map((e) => e.after.method),
    ).toContain('password and authenticator app');
    expect(backupCodes.every((c: string) => !JSON.stringify(events).includes(c))).toBe(true);
  });

  it('takes each backup code once, stored only as digests, and new codes replace the old', async () => {
    const owner = await buildOrg(app);
    const { backupCodes, cookie } = await enrol(owner);
    const [first, second] = backupCodes as [string, string];
    const challenge = await firstStep(owner.email);
    const used = await post('/api/auth/second-factor', challenge, {
      method: 'backup-code',
      code: first.toUpperCase(),
    });
    expect(used.statusCode).toBe(200);
    const again = await firstStep(owner.email);
    const reused = await post('/api/auth/second-factor', again, {
      method: 'backup-code',
      code: first,
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.details[0].field).toBe('code');
    const security = await app.inject({ url: '/api/account/security', headers: { cookie } });
    expect(security.json().data.twoFactor.backupCodesLeft).toBe(9);

    const fresh = await post('/api/account/two-factor/backup-codes', cookie, {
      password: PASSWORD,
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.backupCodes).toHaveLength(10);
    const old = await post('/api/auth/second-factor', again, {
      method: 'backup-code',
      code: second,
    });
    expect(old.statusCode).toBe(401);
  });

  it('takes five codes per sign-in, then asks for the password again', async () => {
    const owner = await buildOrg(app);
    const { otpauthUri } = await enrol(owner);
    const challenge = await firstStep(owner.email);
    const right = codeFor(otpauthUri);
    const wrongCode = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/second-factor', challenge, {
        method: 'totp',
        code: wrongCode,
      });
      expect(res.statusCode).toBe(401);
    }
    const sixth = await post('/api/auth/second-factor', challenge, { method: 'totp', code: right });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toContain('password again');
  });

  it('names the field of a malformed second step and creates no session', async () => {
    for (const payload of [
      {},
      { method: 'sms', code: '123456' },
      { method: 'totp', code: 'abcdef' },
      { method: 'backup-code', code: 'x'.repeat(40) },
    ]) {
      const res = await post('/api/auth/second-factor', null, payload);
      expect(res.statusCode).toBe(400);
      expect(cookieOf(res, 'rampart.session_token')).toBeNull();
    }
  });
});

describe('an organisation that requires two-factor', () => {
  it('cannot be switched on by an owner without a factor, and leads members to enrol first', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'risk_manager');
    const patch = (cookie: string, twoFactorRequired: boolean) =>
      app.inject({
        method: 'PATCH',
        url: '/api/organizations/current/security',
        headers: { cookie, origin: TEST_ORIGIN },
        payload: { twoFactorRequired },
      });
    const refused = await patch(owner.cookie, true);
    expect(refused.statusCode).toBe(409);
    const { cookie: ownerCookie } = await enrol(owner);
    expect((await patch(member.cookie, true)).statusCode).toBe(403);
    const on = await patch(ownerCookie, true);
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toMatchObject({ twoFactorRequired: true, membersWithoutTwoFactor: 1 });

    // The member's open session may only enrol: everything else is refused.
    const risks = await app.inject({ url: '/api/risks', headers: { cookie: member.cookie } });
    expect(risks.statusCode).toBe(403);
    expect(risks.json().error.code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await me(member.cookie)).json().data.twoFactor).toEqual({
      enabled: false,
      required: true,
    });
    const { cookie: memberCookie } = await enrol(member);
    expect(
      (await app.inject({ url: '/api/risks', headers: { cookie: memberCookie } })).statusCode,
    ).toBe(200);
    const off = await post('/api/account/two-factor/turn-off', memberCookie, {
      password: PASSWORD,
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.message).toContain('requires two-factor');
  });

  it('lets another owner reset a member’s factor: their sessions end, and they are asked to enrol', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member');
    const { cookie: ownerCookie } = await enrol(owner);
    const { cookie: memberCookie } = await enrol(member);
    const members = await app.inject({
      url: '/api/organizations/current/members',
      headers: { cookie: ownerCookie },
    });
    const row = (
      members.json().data.items as {
        userId: string;
        twoFactor: boolean;
        abilities: { resetTwoFactor: boolean };
      }[]
    ).find((m) => m.userId === member.user.id);
    expect(row).toMatchObject({ twoFactor: true, abilities: { resetTwoFactor: true } });

    const url = `/api/organizations/current/members/${member.user.id}/two-factor/reset`;
    expect((await post(url, memberCookie, {})).statusCode).toBe(403);
    const self = await post(
      `/api/organizations/current/members/${owner.user.id}/two-factor/reset`,
      ownerCookie,
      {},
    );
    expect(self.statusCode).toBe(409);
    const reset = await post(url, ownerCookie, {});
    expect(reset.statusCode).toBe(200);
    expect((await me(memberCookie)).statusCode).toBe(401);
    // The password alone signs in again.
    const back = await signIn(member.email);
    expect(back.json().data.user.twoFactor.enabled).toBe(false);
    expect((await post(url, ownerCookie, {})).statusCode).toBe(409);
  });
});
