// Passkeys (issue 21 point 1, decision 033): added after the password again, a sign-in of their
// own and a second factor after a password. A software authenticator answers as a browser would;
// SimpleWebAuthn verifies on the server (the e2e journey uses Chromium's virtual authenticator).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema, type Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { cookieOf, TEST_ORIGIN, testConfig } from '../../testing/app.ts';
import {
  buildMember,
  buildOrg,
  PASSWORD,
  uniqueIp,
  type SignedIn,
} from '../../testing/factories.ts';
import {
  softwareAuthenticator,
  type SoftwareAuthenticator,
} from '../../testing/software-authenticator.ts';

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  app = await buildApp({ config: testConfig(), database, mailer: null });
});

const post = (
  url: string,
  cookie: string | null,
  payload: object,
  method: 'POST' | 'PATCH' = 'POST',
) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
    remoteAddress: '203.0.113.21',
  });
/** An owner turns the organisation's two-factor policy on or off. */
const requireTwoFactor = (owner: SignedIn, twoFactorRequired: boolean) =>
  post('/api/organizations/current/security', owner.cookie, { twoFactorRequired }, 'PATCH');
const me = (cookie: string) => app.inject({ url: '/api/users/me', headers: { cookie } });
const security = async (cookie: string) =>
  (await app.inject({ url: '/api/account/security', headers: { cookie } })).json().data;

/** Adds a passkey held by a new software authenticator; answers the authenticator. */
const addPasskey = async (person: SignedIn, name = 'Laptop') => {
  const key = softwareAuthenticator(TEST_ORIGIN);
  const options = await post('/api/account/passkeys/options', person.cookie, {
    password: PASSWORD,
  });
  expect(options.statusCode).toBe(200);
  const added = await post('/api/account/passkeys', person.cookie, {
    name,
    credential: key.register(options.json().data.options),
  });
  expect(added.statusCode).toBe(200);
  return { key, passkey: added.json().data as { id: string; name: string } };
};

const signInOptions = async (step: 'sign-in' | 'second-factor', cookie: string | null = null) => {
  const res = await post('/api/auth/passkey/options', cookie, { step });
  expect(res.statusCode).toBe(200);
  return res.json().data.options as {
    challenge: string;
    rpId: string;
    allowCredentials?: { id: string }[];
  };
};

const passkeySignIn = async (key: SoftwareAuthenticator, overrides = {}) => {
  const options = await signInOptions('sign-in');
  return post('/api/auth/passkey', null, {
    step: 'sign-in',
    credential: key.assert(options, overrides),
  });
};

const passwordSignIn = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: PASSWORD },
    remoteAddress: uniqueIp(),
  });

describe('passkeys', () => {
  it('are added after the password again and then sign in alone, each answer once', async () => {
    const owner = await buildOrg(app);
    const wrong = await post('/api/account/passkeys/options', owner.cookie, { password: 'no' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0].field).toBe('password');

    const { key, passkey } = await addPasskey(owner, '  Work laptop ');
    expect(passkey.name).toBe('Work laptop');
    const listed = await security(owner.cookie);
    expect(listed.passkeys).toMatchObject({
      unavailable: null,
      items: [{ id: passkey.id, name: 'Work laptop', lastUsedAt: null }],
    });
    expect((await me(owner.cookie)).json().data.twoFactor.enabled).toBe(true);

    // A synced passkey keeps its counter at 0: only the spent challenge stops a replay.
    const signedIn = await passkeySignIn(key, { counter: 0 });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.email).toBe(owner.email);
    const session = cookieOf(signedIn, 'rampart.session_token')!;
    expect((await me(session)).statusCode).toBe(200);
    expect((await security(session)).passkeys.items[0].lastUsedAt).not.toBeNull();

    // The same answer again: its challenge is spent.
    const options = await signInOptions('sign-in');
    const answer = key.assert(options, { counter: 0 });
    expect(
      (await post('/api/auth/passkey', null, { step: 'sign-in', credential: answer })).statusCode,
    ).toBe(200);
    const replay = await post('/api/auth/passkey', null, { step: 'sign-in', credential: answer });
    expect(replay.statusCode).toBe(401);
    expect(cookieOf(replay, 'rampart.session_token')).toBeNull();

    const audit = await app.inject({
      url: '/api/audit-events?kind=sign-ins&limit=50',
      headers: { cookie: session },
    });
    const events = audit.json().data.items as { action: string; after: Record<string, string> }[];
    expect(
      events.filter((e) => e.action === 'user.signed_in').map((e) => e.after.method),
    ).toContain('passkey');
    expect(
      events.find((e) => e.action === 'user.sign_in_failed' && e.after.method === 'passkey')?.after
        .reason,
    ).toBe('passkey answer already used');
  });

  it('refuses an answer from another origin, without user verification, a lower counter or for another step', async () => {
    const owner = await buildOrg(app);
    const { key } = await addPasskey(owner);
    const refusedWith = async (overrides: object) => {
      const res = await passkeySignIn(key, overrides);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.details[0].field).toBe('credential');
      expect(cookieOf(res, 'rampart.session_token')).toBeNull();
    };
    await refusedWith({ origin: 'https://rampart.example.evil' });
    await refusedWith({ rpId: 'evil.example' });
    await refusedWith({ userVerified: false });
    expect((await passkeySignIn(key, { counter: 10 })).statusCode).toBe(200);
    // A cloned authenticator: its counter went backwards.
    await refusedWith({ counter: 5 });

    // A challenge issued for the second step of someone's sign-in does not sign in alone.
    const other = await buildOrg(app);
    await addPasskey(other);
    const first = await passwordSignIn(other.email);
    const challenge = cookieOf(first, 'rampart.two_factor')!;
    const foreign = await signInOptions('second-factor', challenge);
    const res = await post('/api/auth/passkey', null, {
      step: 'sign-in',
      credential: key.assert(foreign),
    });
    expect(res.statusCode).toBe(401);
  });

  it('are the second step after a password, and only the person’s own', async () => {
    const owner = await buildOrg(app);
    const { key } = await addPasskey(owner);
    const someone = await buildOrg(app);
    const { key: theirs } = await addPasskey(someone);

    const first = await passwordSignIn(owner.email);
    expect(first.json().data).toEqual({ secondFactor: { methods: ['passkey'] } });
    expect(cookieOf(first, 'rampart.session_token')).toBeNull();
    const challenge = cookieOf(first, 'rampart.two_factor')!;
    expect(
      (await post('/api/auth/passkey/options', null, { step: 'second-factor' })).statusCode,
    ).toBe(401);
    const options = await signInOptions('second-factor', challenge);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([key.credentialId]);

    const wrongPerson = await post('/api/auth/passkey', challenge, {
      step: 'second-factor',
      credential: theirs.assert(options),
    });
    expect(wrongPerson.statusCode).toBe(401);
    const noCookie = await post('/api/auth/passkey', null, {
      step: 'second-factor',
      credential: key.assert(options),
    });
    expect(noCookie.statusCode).toBe(401);
    const passed = await post('/api/auth/passkey', challenge, {
      step: 'second-factor',
      credential: key.assert(await signInOptions('second-factor', challenge)),
    });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().data.user.email).toBe(owner.email);
    expect(cookieOf(passed, 'rampart.session_token')).not.toBeNull();
    // The password's challenge is spent with it.
    const again = await post('/api/auth/passkey', challenge, {
      step: 'second-factor',
      credential: key.assert(options),
    });
    expect(again.statusCode).toBe(401);
  });

  it('count for an organisation that requires two-factor, and the last one stays while it does', async () => {
    const owner = await buildOrg(app);
    const { passkey } = await addPasskey(owner);
    const member = await buildMember(app, owner, 'member');
    const on = await requireTwoFactor(owner, true);
    expect(on.statusCode).toBe(200);
    expect(on.json().data.membersWithoutTwoFactor).toBe(1);

    const renamed = await post(
      `/api/account/passkeys/${passkey.id}`,
      owner.cookie,
      { name: 'Phone' },
      'PATCH',
    );
    expect(renamed.json().data.name).toBe('Phone');
    const blank = await post(
      `/api/account/passkeys/${passkey.id}`,
      owner.cookie,
      { name: '   ' },
      'PATCH',
    );
    expect(blank.statusCode).toBe(400);
    // Another person's passkey is not found.
    const notMine = await post(`/api/account/passkeys/${passkey.id}/remove`, member.cookie, {
      password: PASSWORD,
    });
    expect(notMine.statusCode).toBe(404);

    const last = await post(`/api/account/passkeys/${passkey.id}/remove`, owner.cookie, {
      password: PASSWORD,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toContain('requires two-factor');
    expect((await security(owner.cookie)).passkeys.items).toHaveLength(1);

    const off = await requireTwoFactor(owner, false);
    expect(off.statusCode).toBe(200);
    const removed = await post(`/api/account/passkeys/${passkey.id}/remove`, owner.cookie, {
      password: PASSWORD,
    });
    expect(removed.statusCode).toBe(200);
    expect((await me(owner.cookie)).json().data.twoFactor.enabled).toBe(false);
    expect((await passwordSignIn(owner.email)).json().data.user.email).toBe(owner.email);
  });

  it('leave one standing when the last two are removed at once where two-factor is required', async () => {
    const owner = await buildOrg(app);
    const { passkey: first } = await addPasskey(owner, 'One');
    const { passkey: second } = await addPasskey(owner, 'Two');
    const on = await requireTwoFactor(owner, true);
    expect(on.statusCode).toBe(200);
    const results = await Promise.all(
      [first, second].map((p) =>
        post(`/api/account/passkeys/${p.id}/remove`, owner.cookie, { password: PASSWORD }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await security(owner.cookie)).passkeys.items).toHaveLength(1);
    expect((await me(owner.cookie)).json().data.twoFactor.enabled).toBe(true);
  });

  it('go with an owner’s reset, and sign in nobody inactive', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member');
    const { key } = await addPasskey(member);
    const reset = await post(
      `/api/organizations/current/members/${member.user.id}/two-factor/reset`,
      owner.cookie,
      {},
    );
    expect(reset.statusCode).toBe(200);
    expect((await passkeySignIn(key)).statusCode).toBe(401);

    const again = await buildMember(app, owner, 'member');
    const { key: second } = await addPasskey(again);
    await database.db
      .update(schema.users)
      .set({ isActive: false })
      .where(eq(schema.users.id, again.user.id));
    const refused = await passkeySignIn(second);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_DEACTIVATED');
    expect(cookieOf(refused, 'rampart.session_token')).toBeNull();
  });

  it('name the field of a malformed answer and make no session', async () => {
    const key = softwareAuthenticator(TEST_ORIGIN);
    const options = await signInOptions('sign-in');
    const good = key.assert(options) as { response: Record<string, string> };
    for (const [payload, field] of [
      [{}, 'step'],
      [{ step: 'sign-in' }, 'credential'],
      [{ step: 'elsewhere', credential: good }, 'step'],
      [{ step: 'sign-in', credential: { ...good, type: 'password' } }, 'credential.type'],
      [
        {
          step: 'sign-in',
          credential: { ...good, response: { ...good.response, signature: 'not base64!' } },
        },
        'credential.response.signature',
      ],
    ] as const) {
      const res = await post('/api/auth/passkey', null, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
      expect(cookieOf(res, 'rampart.session_token')).toBeNull();
    }
    // Well formed, but no passkey of that id exists.
    const unknown = await post('/api/auth/passkey', null, { step: 'sign-in', credential: good });
    expect(unknown.statusCode).toBe(401);
  });
});
