// Single sign-on with OpenID Connect (issue 21 point 2), against node-oidc-provider (a certified
// provider) on a loopback port: set up by an owner, signed in through by people of a verified
// domain, and the attacks such an integration is known to get wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { cookieOf, TEST_ORIGIN, testConfig } from '../../testing/app.ts';
import { startDnsServer, type TestDnsServer } from '../../testing/dns-server.ts';
import {
  buildMember,
  buildOrg,
  buildOrgWithDomain,
  PASSWORD,
  uniqueIp,
  type SignedIn,
} from '../../testing/factories.ts';
import { startOidcProvider, type TestOidcProvider } from '../../testing/oidc-provider.ts';
import { codeFor } from '../../testing/totp.ts';

const CALLBACK = `${TEST_ORIGIN}/api/auth/sso/callback`;

let app: FastifyInstance;
let dns: TestDnsServer;
let idp: TestOidcProvider;
beforeAll(async () => {
  dns = await startDnsServer();
  idp = await startOidcProvider({ redirectUris: [CALLBACK] });
  app = await buildApp({
    config: testConfig({
      DNS_SERVERS: dns.address,
      // Any port on the loopback address: a test starts a second provider.
      FETCH_ALLOW_PRIVATE_HOSTS: new URL(idp.issuer).hostname,
    }),
    database: await testDatabase(),
    mailer: null,
  });
});
afterAll(async () => {
  await app.close();
  await idp.close();
  await dns.close();
});

const api = (
  person: SignedIn | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(person ? { cookie: person.cookie } : {}) },
    remoteAddress: uniqueIp(),
    ...(payload ? { payload } : {}),
  });

/** An organisation that verified a domain of its own: its owner and the domain. */
const orgWithDomain = () =>
  buildOrgWithDomain(app, dns, { organizationName: 'Acme Corp', domainPrefix: 'acme' });

/** Invites an email with a role and registers it with a password: the registration's answer. */
const inviteAndRegister = async (owner: SignedIn, email: string, role: string, name: string) => {
  const invite = await api(owner, 'POST', '/api/organizations/current/invitations', {
    email,
    role,
  });
  const acceptUrl = String(invite.json().data.acceptUrl);
  return api(null, 'POST', '/api/auth/register', {
    email,
    password: PASSWORD,
    name,
    invitationToken: decodeURIComponent(acceptUrl.split('/invitations/')[1] ?? ''),
  });
};

const settings = (overrides: object = {}) => ({
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  defaultRole: 'member',
  groupsClaim: 'groups',
  roleMappings: [
    { group: 'grc-team', role: 'risk_manager' },
    { group: 'internal-audit', role: 'auditor' },
  ],
  jitEnabled: true,
  ssoRequired: false,
  enabled: true,
  ...overrides,
});

const connect = async (owner: SignedIn, overrides: object = {}) => {
  const res = await api(owner, 'PUT', '/api/organizations/current/sso', settings(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

/**
 * A browser signing in through the provider: starts at Rampart, follows the provider's
 * redirects (keeping its cookies) until the provider sends it back to Rampart's callback.
 */
const throughProvider = async (email: string, as = email, provider = idp) => {
  const start = await api(null, 'POST', '/api/auth/sso/start', { email });
  expect(start.statusCode, start.body).toBe(200);
  const browser = cookieOf(start, 'rampart_sso');
  expect(browser).not.toBeNull();
  const jar = new Map<string, string>();
  let url = start.json().data.url as string;
  expect(url.startsWith(`${provider.issuer}/`)).toBe(true);
  const authorization = new URL(url).searchParams;
  expect(authorization.get('code_challenge_method')).toBe('S256');
  expect(authorization.get('nonce')).toBeTruthy();
  provider.signInNextAs(as);
  for (let hop = 0; hop < 12 && !url.startsWith(CALLBACK); hop++) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url}: ${res.status}`);
    url = new URL(location, url).href;
  }
  return { callbackUrl: url.slice(TEST_ORIGIN.length), browser: browser! };
};

const callback = (path: string, browser: string | null) =>
  app.inject({ method: 'GET', url: path, headers: browser ? { cookie: browser } : {} });

const signInThrough = async (
  email: string,
  as = email,
  provider = idp,
): Promise<LightMyRequestResponse> => {
  const { callbackUrl, browser } = await throughProvider(email, as, provider);
  return callback(callbackUrl, browser);
};

const me = (res: LightMyRequestResponse) =>
  app.inject({
    method: 'GET',
    url: '/api/users/me',
    headers: { cookie: cookieOf(res, 'rampart.session_token') ?? '' },
  });

const auditActions = async (owner: SignedIn) =>
  (
    (await api(owner, 'GET', '/api/audit-events?limit=50')).json().data.items as {
      action: string;
      after: Record<string, unknown> | null;
    }[]
  ).map((e) => ({ action: e.action, ...e.after }));

describe('single sign-on settings', () => {
  it('are checked against the provider before they are kept, and the secret never comes back', async () => {
    const { owner } = await orgWithDomain();
    const none = (await api(owner, 'GET', '/api/organizations/current/sso')).json().data;
    expect(none).toMatchObject({ connection: null, redirectUri: CALLBACK });

    // An issuer whose discovery document names another issuer (a mix-up) is refused.
    const mixUp = await api(
      owner,
      'PUT',
      '/api/organizations/current/sso',
      settings({ issuer: idp.issuer.replace('127.0.0.1', 'localhost') }),
    );
    expect(mixUp.statusCode).toBe(400);
    expect(mixUp.json().error.details[0].field).toBe('issuer');
    const nowhere = await api(
      owner,
      'PUT',
      '/api/organizations/current/sso',
      settings({ issuer: 'http://10.1.2.3/' }),
    );
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().error.message).toBe('The issuer must be an https URL.');
    expect(
      (await api(owner, 'GET', '/api/organizations/current/sso')).json().data.connection,
    ).toBeNull();

    const saved = (await connect(owner)).json().data;
    expect(saved.connection).toMatchObject({ issuer: idp.issuer, hasClientSecret: true });
    expect(JSON.stringify(saved)).not.toContain(idp.clientSecret);
    // Saved again without the secret: the stored one stays.
    await connect(owner, { clientSecret: '', defaultRole: 'auditor' });

    // "SSO required" needs the owner's own second factor (their break-glass).
    const required = await api(
      owner,
      'PUT',
      '/api/organizations/current/sso',
      settings({ ssoRequired: true, clientSecret: undefined }),
    );
    expect(required.statusCode).toBe(409);
    expect(required.json().error.message).toContain('two-factor');

    const admin = await buildMember(app, owner, 'admin');
    expect((await api(admin, 'GET', '/api/organizations/current/sso')).statusCode).toBe(200);
    expect((await api(admin, 'PUT', '/api/organizations/current/sso', settings())).statusCode).toBe(
      403,
    );
    expect((await api(admin, 'DELETE', '/api/organizations/current/sso')).statusCode).toBe(403);
    expect((await auditActions(owner)).map((e) => e.action)).toEqual(
      expect.arrayContaining(['organization.sso_added', 'organization.sso_updated']),
    );
  });
});

describe('signing in through the provider', () => {
  it('makes a member just in time with the role their groups map to, and finds them again by subject', async () => {
    const { owner, domain } = await orgWithDomain();
    const email = `rita@${domain}`;
    expect((await api(null, 'POST', '/api/auth/sso/discover', { email })).json().data).toEqual({
      method: 'password',
      organizationName: null,
    });
    await connect(owner);
    expect((await api(null, 'POST', '/api/auth/sso/discover', { email })).json().data).toEqual({
      method: 'either',
      organizationName: 'Acme Corp',
    });
    idp.addAccount({ email, name: 'Rita Risk', groups: ['grc-team', 'everyone'] });

    const first = await signInThrough(email);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/dashboard');
    const session = (await me(first)).json().data;
    expect(session).toMatchObject({ email, name: 'Rita Risk', emailVerified: true });
    expect(session.organizations).toEqual([
      expect.objectContaining({ id: owner.user.organizations[0]!.id, role: 'risk_manager' }),
    ]);

    // The provider moves Rita to internal audit: her role follows at the next sign-in.
    idp.addAccount({ email, name: 'Rita Risk', groups: ['internal-audit'] });
    const second = await signInThrough(email);
    expect((await me(second)).json().data.organizations[0].role).toBe('auditor');
    // Out of every mapped group: the default role, not what a group gave before.
    idp.addAccount({ email, name: 'Rita Risk', groups: [] });
    const third = await signInThrough(email);
    expect((await me(third)).json().data.organizations[0].role).toBe('member');

    const actions = await auditActions(owner);
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'member.joined',
          role: 'risk_manager',
          through: 'single sign-on',
        }),
        expect.objectContaining({ action: 'member.role_changed', role: 'auditor' }),
        expect.objectContaining({ action: 'user.signed_in', method: 'single sign-on' }),
      ]),
    );
  });

  it('links the first sign-in to the person who already has the email, and keeps an owner an owner', async () => {
    const { owner, domain } = await orgWithDomain();
    await connect(owner);
    const email = `olga@${domain}`;
    // Olga joined with a password before single sign-on was set up.
    expect((await inviteAndRegister(owner, email, 'admin', 'Olga Admin')).statusCode).toBe(200);
    idp.addAccount({ email, groups: ['internal-audit'] });
    const res = await signInThrough(email);
    const session = (await me(res)).json().data;
    expect(session.email).toBe(email);
    expect(session.organizations[0].role).toBe('auditor');
  });

  it('leaves a provisioned member’s role to SCIM, and refuses one SCIM turned off', async () => {
    const { owner, domain } = await orgWithDomain();
    await connect(owner);
    const token = (await api(owner, 'POST', '/api/organizations/current/scim/token')).json().data
      .token as string;
    const scim = (method: 'POST' | 'PATCH', path: string, body: object) =>
      app.inject({
        method,
        url: `/scim/v2${path}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
        payload: JSON.stringify(body),
      });
    const email = `pia@${domain}`;
    const pushed = await scim('POST', '/Users', { userName: email, active: true });
    expect(pushed.statusCode, pushed.body).toBe(201);
    idp.addAccount({ email, groups: ['grc-team'] });
    const first = await me(await signInThrough(email));
    // SCIM made her a member (the default role); the provider's groups claim does not change it.
    expect(first.json().data.organizations[0].role).toBe('member');

    const off = await scim('PATCH', `/Users/${pushed.json().id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    expect(off.statusCode).toBe(200);
    const refused = await signInThrough(email);
    expect(refused.headers.location).toBe('/auth/login?sso=deactivated');
    expect(cookieOf(refused, 'rampart.session_token')).toBeNull();
  });

  it('refuses a person the organisation does not know when joining on sign-in is off', async () => {
    const { owner, domain } = await orgWithDomain();
    await connect(owner, { jitEnabled: false });
    const email = `nobody@${domain}`;
    idp.addAccount({ email });
    const res = await signInThrough(email);
    expect(res.headers.location).toBe('/auth/login?sso=no-account');
    expect(cookieOf(res, 'rampart.session_token')).toBeNull();
  });
});

describe('the attacks a sign-in through a provider must refuse', () => {
  it('an answer replayed, or brought to another browser, or with its state changed', async () => {
    const { owner, domain } = await orgWithDomain();
    await connect(owner);
    const email = `vic@${domain}`;
    idp.addAccount({ email });

    const { callbackUrl, browser } = await throughProvider(email);
    // Login CSRF: the attacker's answer, opened in the victim's browser (no cookie of its own).
    const elsewhere = await callback(callbackUrl, null);
    expect(elsewhere.headers.location).toBe('/auth/login?sso=expired');
    // That spent the state: the right browser cannot use it afterwards either.
    expect((await callback(callbackUrl, browser)).headers.location).toBe('/auth/login?sso=expired');

    const again = await throughProvider(email);
    const changed = again.callbackUrl.replace(/state=[^&]+/, 'state=made-up');
    expect((await callback(changed, again.browser)).headers.location).toBe(
      '/auth/login?sso=expired',
    );
    const ok = await callback(again.callbackUrl, again.browser);
    expect(ok.headers.location).toBe('/dashboard');
    // Replayed: the state was spent by the first use.
    const replay = await callback(again.callbackUrl, again.browser);
    expect(replay.headers.location).toBe('/auth/login?sso=expired');
    expect(cookieOf(replay, 'rampart.session_token')).toBeNull();

    const refusals = (await auditActions(owner)).filter((e) => e.action === 'user.sign_in_failed');
    expect(refusals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: 'the answer came back to another browser' }),
      ]),
    );
  });

  it('an ID token whose claims were changed after signing', async () => {
    const { owner, domain } = await orgWithDomain();
    await connect(owner);
    const mallory = `mallory@${domain}`;
    idp.addAccount({ email: mallory });
    idp.forgeNextIdTokenEmail(owner.email);
    const res = await signInThrough(mallory);
    expect(res.headers.location).toBe('/auth/login?sso=refused');
    expect(cookieOf(res, 'rampart.session_token')).toBeNull();
  });

  it('an email outside the verified domains, or one the provider has not verified', async () => {
    const { owner, domain } = await orgWithDomain();
    await connect(owner);
    // The provider may say any email: only the organisation's own domains are believed, so it
    // cannot sign anyone in as a person of another organisation.
    const victim = await buildOrg(app);
    const email = `eve@${domain}`;
    idp.addAccount({ email });
    idp.addAccount({ email: victim.email });
    const outside = await signInThrough(email, victim.email);
    expect(outside.headers.location).toBe('/auth/login?sso=not-verified');

    const unverified = `uma@${domain}`;
    idp.addAccount({ email: unverified, emailVerified: false });
    expect((await signInThrough(unverified)).headers.location).toBe('/auth/login?sso=not-verified');
  });
});

describe('accounts a provider must not take over', () => {
  it('an account registered with the email before the domain was claimed is not linked', async () => {
    // Mallory registers bob@ before Acme verifies its domain, hoping to be handed Bob's access.
    const owner = await buildOrg(app, { organizationName: 'Acme Corp' });
    const domain = `squat-${process.pid}-${Date.now().toString(36)}.example`;
    const bob = `bob@${domain}`;
    const squat = await api(null, 'POST', '/api/auth/register', {
      email: bob,
      password: PASSWORD,
      name: 'Not Bob',
      organizationName: 'Mallory Ltd',
    });
    expect(squat.statusCode).toBe(200);
    const claim = (
      await api(owner, 'POST', '/api/organizations/current/domains', { domain })
    ).json().data as { id: string; record: { name: string; value: string } };
    dns.setTxt(claim.record.name, [claim.record.value]);
    await api(owner, 'POST', `/api/organizations/current/domains/${claim.id}/verify`);
    await connect(owner);
    idp.addAccount({ email: bob, groups: ['grc-team'] });
    const res = await signInThrough(bob);
    expect(res.headers.location).toBe('/auth/login?sso=account-exists');
    expect(cookieOf(res, 'rampart.session_token')).toBeNull();
    // And nobody registers into the domain without an invitation from now on.
    const again = await api(null, 'POST', '/api/auth/register', {
      email: `carol@${domain}`,
      password: PASSWORD,
      name: 'Carol',
      organizationName: 'Carol Co',
    });
    expect(again.json().error.code).toBe('SSO_REQUIRED');
  });

  it('another provider starts afresh: its subjects are not the old one’s, and it asks for its own secret', async () => {
    const { owner, domain } = await orgWithDomain();
    await connect(owner);
    const alice = `alice@${domain}`;
    idp.addAccount({ email: alice, sub: 'subject-42' });
    expect((await signInThrough(alice)).headers.location).toBe('/dashboard');

    const other = await startOidcProvider({ redirectUris: [CALLBACK], clientId: 'rampart-2' });
    try {
      // The stored secret is never sent to another provider: it is asked for again.
      const moved = { issuer: other.issuer, clientId: other.clientId };
      const noSecret = await api(
        owner,
        'PUT',
        '/api/organizations/current/sso',
        settings({ ...moved, clientSecret: '' }),
      );
      expect(noSecret.statusCode).toBe(400);
      expect(noSecret.json().error.details[0].field).toBe('clientSecret');
      await connect(owner, { ...moved, clientSecret: other.clientSecret });
      // Mallory's subject at the new provider happens to be Alice's at the old one.
      const mallory = `mallory@${domain}`;
      other.addAccount({ email: mallory, sub: 'subject-42' });
      const res = await signInThrough(mallory, mallory, other);
      expect((await me(res)).json().data.email).toBe(mallory);
      // Alice, at the new provider under another subject, is still Alice.
      other.addAccount({ email: alice, sub: 'alice-at-the-new-provider' });
      expect((await me(await signInThrough(alice, alice, other))).json().data.email).toBe(alice);
    } finally {
      await other.close();
    }
  });

  it('an invited person joins with the invitation’s role when joining on sign-in is off', async () => {
    const { owner, domain } = await orgWithDomain();
    await connect(owner, { jitEnabled: false, roleMappings: [] });
    const email = `ivy@${domain}`;
    await api(owner, 'POST', '/api/organizations/current/invitations', { email, role: 'auditor' });
    idp.addAccount({ email });
    const res = await signInThrough(email);
    expect(res.headers.location).toBe('/dashboard');
    expect((await me(res)).json().data.organizations[0].role).toBe('auditor');
  });

  it('a person with a second factor gives it after the provider, as after a password', async () => {
    const { owner, domain } = await orgWithDomain();
    const email = `tess@${domain}`;
    expect((await inviteAndRegister(owner, email, 'member', 'Tess')).statusCode).toBe(200);
    const signedIn = await api(null, 'POST', '/api/auth/sign-in', { email, password: PASSWORD });
    const tess = { ...owner, cookie: cookieOf(signedIn, 'rampart.session_token')! };
    const setup = await api(tess, 'POST', '/api/account/two-factor', { password: PASSWORD });
    const uri = setup.json().data.otpauthUri as string;
    await api(tess, 'POST', '/api/account/two-factor/confirm', { code: codeFor(uri) });
    await connect(owner);
    idp.addAccount({ email });
    const res = await signInThrough(email);
    expect(res.headers.location).toBe('/auth/login?step=second-factor&methods=totp%2Cbackup-code');
    expect(cookieOf(res, 'rampart.session_token')).toBeNull();
    const challenge = cookieOf(res, 'rampart.two_factor');
    expect(challenge).not.toBeNull();
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/second-factor',
      headers: { origin: TEST_ORIGIN, cookie: challenge! },
      payload: { method: 'totp', code: codeFor(uri, Date.now() + 30_000) },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.user.email).toBe(email);
    const log = await api(owner, 'GET', '/api/audit-events?kind=sign-ins&limit=1');
    expect(log.json().data.items[0].after.method).toBe('single sign-on and authenticator app');
  });
});

describe('single sign-on required', () => {
  it('turns password sign-in off for the domain’s people, leaving owners a break-glass with two-factor', async () => {
    const { owner, domain } = await orgWithDomain();
    await connect(owner);
    const email = `paula@${domain}`;
    idp.addAccount({ email });
    expect((await signInThrough(email)).headers.location).toBe('/dashboard');

    // The owner moves to the domain: an email of their own there, with an authenticator app.
    const ownerEmail = `owner@${domain}`;
    await inviteAndRegister(owner, ownerEmail, 'admin', 'Second Owner');
    const members = (await api(owner, 'GET', '/api/organizations/current/members')).json().data;
    const second = members.items.find((m: { email: string }) => m.email === ownerEmail);
    await api(owner, 'PATCH', `/api/organizations/current/members/${second.userId}`, {
      role: 'owner',
    });
    const signedIn = await api(null, 'POST', '/api/auth/sign-in', {
      email: ownerEmail,
      password: PASSWORD,
    });
    const ownerCookie = { ...owner, cookie: cookieOf(signedIn, 'rampart.session_token')! };
    const setup = await api(ownerCookie, 'POST', '/api/account/two-factor', { password: PASSWORD });
    const confirm = await api(ownerCookie, 'POST', '/api/account/two-factor/confirm', {
      code: codeFor(setup.json().data.otpauthUri),
    });
    expect(confirm.statusCode).toBe(200);
    const ownerSession = { ...owner, cookie: cookieOf(confirm, 'rampart.session_token')! };
    await connect(ownerSession, { ssoRequired: true, clientSecret: undefined });

    expect((await api(null, 'POST', '/api/auth/sso/discover', { email })).json().data.method).toBe(
      'sso',
    );
    // Paula has no password; a colleague in the domain with one is refused before it is checked.
    const colleague = `carl@${domain}`;
    const carlJoins = await inviteAndRegister(ownerSession, colleague, 'member', 'Carl');
    expect(carlJoins.statusCode).toBe(403);
    expect(carlJoins.json().error.code).toBe('SSO_REQUIRED');
    const carl = await api(null, 'POST', '/api/auth/sign-in', {
      email: colleague,
      password: 'x'.repeat(9),
    });
    expect(carl.statusCode).toBe(403);
    expect(carl.json().error).toMatchObject({
      code: 'SSO_REQUIRED',
      details: [{ field: 'email' }],
    });

    // The owner's password still works, with the second step after it, and is audited.
    const breakGlass = await api(null, 'POST', '/api/auth/sign-in', {
      email: ownerEmail,
      password: PASSWORD,
    });
    expect(breakGlass.statusCode).toBe(200);
    expect(breakGlass.json().data).toEqual({ secondFactor: { methods: ['totp', 'backup-code'] } });
    expect((await auditActions(owner)).map((e) => e.action)).toContain('user.break_glass_sign_in');
  });
});
