// API tokens (issue 21 point 5): personal and service tokens with scopes, an expiry, shown once
// and stored hashed; Authorization: Bearer on the REST routes, never beyond the scopes nor (for a
// personal token) beyond its person's role now; revocation, expiry and a leaver end them at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema, type Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { API_TOKEN_REQUESTS_PER_MINUTE, hashApiToken } from '../../auth/api-tokens.ts';
import { TEST_ORIGIN, testConfig } from '../../testing/app.ts';
import { buildMember, buildOrg, uniqueIp, type SignedIn } from '../../testing/factories.ts';

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  app = await buildApp({ config: testConfig(), database, mailer: null });
});
afterAll(async () => {
  await app.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const signedIn = (who: SignedIn, method: Method, url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie: who.cookie },
    remoteAddress: uniqueIp(),
    ...(payload ? { payload } : {}),
  });
/** A script: no cookie, no Origin, only the token. */
const bearer = (token: string, method: Method, url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: '198.51.100.4',
    ...(payload ? { payload } : {}),
  });

const makeToken = async (
  who: SignedIn,
  scopes: string[],
  which: 'account' | 'organizations/current' = 'account',
  name = 'Nightly export',
) => {
  const res = await signedIn(who, 'POST', `/api/${which}/api-tokens`, {
    name,
    scopes,
    expiresInDays: 30,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { token: string; apiToken: { id: string; tokenHint: string } };
};

describe('a personal token', () => {
  it('is shown once, stored hashed, and reads and writes what its scopes allow', async () => {
    const owner = await buildOrg(app);
    const { token, apiToken } = await makeToken(owner, ['risks:write', 'vendors:read']);
    expect(token).toMatch(/^rampart_pat_[\w-]{43}$/);
    const [row] = await database.db
      .select()
      .from(schema.apiTokens)
      .where(eq(schema.apiTokens.id, apiToken.id));
    expect(row!.tokenHash).toBe(hashApiToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const listed = await signedIn(owner, 'GET', '/api/account/api-tokens');
    expect(JSON.stringify(listed.json())).not.toContain(token);

    const created = await bearer(token, 'POST', '/api/risks', {
      title: 'Made by a script',
      likelihood: 2,
      impact: 3,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await bearer(token, 'GET', '/api/risks')).statusCode).toBe(200);
    expect((await bearer(token, 'GET', '/api/vendors')).statusCode).toBe(200);
    // Outside its scopes: refused, though its person (an owner) could.
    expect((await bearer(token, 'POST', '/api/vendors', { name: 'Acme' })).statusCode).toBe(403);
    expect((await bearer(token, 'GET', '/api/controls')).statusCode).toBe(403);
    expect((await bearer(token, 'GET', '/api/audit-events')).statusCode).toBe(403);
    // The audit log names the person the token acts as.
    const audit = await signedIn(owner, 'GET', '/api/audit-events?limit=5');
    expect(audit.json().data.items[0]).toMatchObject({ action: 'risk.created' });

    const used = (await signedIn(owner, 'GET', '/api/account/api-tokens')).json().data.items[0];
    expect(used).toMatchObject({ status: 'active', lastUsedAddress: '198.51.100.4' });
  });

  it('are listed a page at a time, the scopes one may grant beside every page', async () => {
    const owner = await buildOrg(app);
    for (const name of ['One', 'Two', 'Three'])
      await makeToken(owner, ['risks:read'], 'account', name);
    const first = (await signedIn(owner, 'GET', '/api/account/api-tokens?limit=2')).json().data;
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(first.grantableScopes).toContain('risks:write');
    const rest = (
      await signedIn(owner, 'GET', `/api/account/api-tokens?limit=2&cursor=${first.nextCursor}`)
    ).json().data;
    expect(rest).toMatchObject({ total: 3, nextCursor: null });
    expect(rest.grantableScopes).toEqual(first.grantableScopes);
    expect([...first.items, ...rest.items].map((t: { name: string }) => t.name).sort()).toEqual([
      'One',
      'Three',
      'Two',
    ]);
    const organization = await signedIn(
      owner,
      'GET',
      '/api/organizations/current/api-tokens?limit=1',
    );
    expect(organization.json().data).toMatchObject({ total: 3, items: [{}] });
    const tooMany = await signedIn(owner, 'GET', '/api/account/api-tokens?limit=201');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details.map((d: { field: string }) => d.field)).toEqual(['limit']);
  });

  it('never does more than its person’s role, now', async () => {
    const owner = await buildOrg(app);
    const auditor = await buildMember(app, owner, 'auditor');
    const refused = await signedIn(auditor, 'POST', '/api/account/api-tokens', {
      name: 'Too much',
      scopes: ['risks:write'],
      expiresInDays: 7,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0]).toMatchObject({ field: 'scopes' });

    const manager = await buildMember(app, owner, 'risk_manager');
    const { token } = await makeToken(manager, ['risks:write']);
    const risk = { title: 'Before the demotion', likelihood: 2, impact: 2 };
    expect((await bearer(token, 'POST', '/api/risks', risk)).statusCode).toBe(200);
    const demoted = await signedIn(
      owner,
      'PATCH',
      `/api/organizations/current/members/${manager.user.id}`,
      { role: 'auditor' },
    );
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await bearer(token, 'POST', '/api/risks', risk)).statusCode).toBe(403);
    expect((await bearer(token, 'GET', '/api/risks')).statusCode).toBe(200);
  });

  it('cannot change how anyone signs in, nor manage tokens', async () => {
    const owner = await buildOrg(app);
    const { token } = await makeToken(owner, ['admin:write', 'risks:read']);
    for (const [method, url, body] of [
      ['GET', '/api/account/sessions', undefined],
      ['POST', '/api/account/two-factor', { password: owner.password }],
      ['GET', '/api/account/api-tokens', undefined],
      ['POST', '/api/account/api-tokens', { name: 'x', scopes: ['risks:read'], expiresInDays: 7 }],
      ['PATCH', '/api/organizations/current/security', { twoFactorRequired: false }],
      ['POST', '/api/organizations/current/scim/token', undefined],
      // The person's own: profile, password, notifications, leaving.
      ['GET', '/api/users/me', undefined],
      ['PATCH', '/api/users/me', { currentPassword: owner.password, newPassword: 'x'.repeat(16) }],
      ['PUT', '/api/users/me', { name: 'Renamed by a script' }],
      ['GET', '/api/notifications', undefined],
      ['DELETE', `/api/organizations/current/members/${owner.user.id}`, undefined],
    ] as const) {
      const res = await bearer(token, method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
    }
    // Its admin scope still reaches the members.
    expect((await bearer(token, 'GET', '/api/organizations/current/members')).statusCode).toBe(200);
  });
});

describe('what a token’s person may do, it may not', () => {
  it('edit a questionnaire with a read scope, or act as an owner over members', async () => {
    const owner = await buildOrg(app);
    const made = await signedIn(owner, 'POST', '/api/questionnaires', {
      title: 'Supplier review',
      structure: {
        sections: [
          {
            id: 's1',
            title: 'Access',
            questions: [{ id: 'q1', text: 'MFA?', type: 'yes_no', required: true, weight: 1 }],
          },
        ],
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as string;
    const reader = await makeToken(owner, ['questionnaires:read', 'admin:write']);
    expect((await bearer(reader.token, 'GET', `/api/questionnaires/${id}`)).statusCode).toBe(200);
    expect((await bearer(reader.token, 'DELETE', `/api/questionnaires/${id}`)).statusCode).toBe(
      403,
    );
    expect(
      (await bearer(reader.token, 'PATCH', `/api/questionnaires/${id}`, { title: 'Mine' }))
        .statusCode,
    ).toBe(403);

    // An owner's admin token is an admin's: it cannot make an owner.
    const other = await buildMember(app, owner, 'admin');
    const promoted = await bearer(
      reader.token,
      'PATCH',
      `/api/organizations/current/members/${other.user.id}`,
      { role: 'owner' },
    );
    expect(promoted.statusCode).toBe(403);
    const members = await signedIn(owner, 'GET', '/api/organizations/current/members');
    const row = members
      .json()
      .data.items.find((m: { userId: string }) => m.userId === other.user.id);
    expect(row.role).toBe('admin');
  });
});

describe('a token that no longer works', () => {
  it('is refused with 401 once revoked or expired, and a mistyped one too', async () => {
    const owner = await buildOrg(app);
    const revoked = await makeToken(owner, ['risks:read']);
    expect((await bearer(revoked.token, 'GET', '/api/risks')).statusCode).toBe(200);
    const gone = await signedIn(owner, 'DELETE', `/api/account/api-tokens/${revoked.apiToken.id}`);
    expect(gone.statusCode).toBe(200);
    const after = await bearer(revoked.token, 'GET', '/api/risks');
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHENTICATED');

    const expired = await makeToken(owner, ['risks:read']);
    await database.db
      .update(schema.apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.apiTokens.id, expired.apiToken.id));
    expect((await bearer(expired.token, 'GET', '/api/risks')).statusCode).toBe(401);
    expect((await bearer(`${revoked.token}x`, 'GET', '/api/risks')).statusCode).toBe(401);
    const malformed = await app.inject({
      url: '/api/risks',
      headers: { authorization: 'Bearer', cookie: owner.cookie },
    });
    // A malformed bearer is a failed authentication, not a fall back to the cookie…
    expect(malformed.statusCode).toBe(401);
    // …while another scheme (a reverse proxy's Basic) is not Rampart's: the cookie decides.
    const basic = await app.inject({
      url: '/api/risks',
      headers: { authorization: 'Basic YWxhZGRpbjpvcGVuc2VzYW1l', cookie: owner.cookie },
    });
    expect(basic.statusCode).toBe(200);
    // Signing out ends the cookie's session whatever bearer comes with it.
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: 'Bearer not-a-token', cookie: owner.cookie, origin: TEST_ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    expect(
      (await app.inject({ url: '/api/risks', headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(401);
  });

  it('ends with its person: removed from the organisation or signed out everywhere', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'risk_manager');
    const first = await makeToken(member, ['risks:read']);
    await signedIn(owner, 'POST', `/api/organizations/current/members/${member.user.id}/sign-out`);
    expect((await bearer(first.token, 'GET', '/api/risks')).statusCode).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: member.email, password: member.password },
      remoteAddress: uniqueIp(),
    });
    const cookie = again.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const second = await makeToken({ ...member, cookie }, ['risks:read']);
    expect((await bearer(second.token, 'GET', '/api/risks')).statusCode).toBe(200);
    await signedIn(owner, 'DELETE', `/api/organizations/current/members/${member.user.id}`);
    expect((await bearer(second.token, 'GET', '/api/risks')).statusCode).toBe(401);
  });
});

describe('a token’s rate limit', () => {
  it('answers 429 with Retry-After past its requests a minute, and other tokens go on', async () => {
    const owner = await buildOrg(app);
    const { token } = await makeToken(owner, ['admin:read']);
    const other = await makeToken(owner, ['admin:read']);
    let last = await bearer(token, 'GET', '/api/organizations/current/members');
    // Every answer says the policy and what is left of it (RateLimit headers).
    expect(last.headers['ratelimit-policy']).toBe(
      `"token";q=${API_TOKEN_REQUESTS_PER_MINUTE};w=60`,
    );
    expect(last.headers.ratelimit).toMatch(
      new RegExp(`^"token";r=${API_TOKEN_REQUESTS_PER_MINUTE - 1};t=\\d+$`),
    );
    for (let i = 1; i < API_TOKEN_REQUESTS_PER_MINUTE && last.statusCode === 200; i++) {
      last = await bearer(token, 'GET', '/api/organizations/current/members');
    }
    expect(last.statusCode).toBe(200);
    const limited = await bearer(token, 'GET', '/api/organizations/current/members');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers.ratelimit).toMatch(/^"token";r=0;t=\d+$/);
    expect(
      (await bearer(other.token, 'GET', '/api/organizations/current/members')).statusCode,
    ).toBe(200);
  });
});

describe('a service token', () => {
  it('is made by who manages the organisation, acts as itself, and ends when its maker may no longer make it', async () => {
    const owner = await buildOrg(app);
    const admin = await buildMember(app, owner, 'admin');
    const member = await buildMember(app, owner, 'member');
    const refused = await signedIn(member, 'POST', '/api/organizations/current/api-tokens', {
      name: 'Sync',
      scopes: ['risks:read'],
      expiresInDays: 30,
    });
    expect(refused.statusCode).toBe(403);
    const { token, apiToken } = await makeToken(
      admin,
      ['risks:write'],
      'organizations/current',
      'GRC sync',
    );
    expect(token).toMatch(/^rampart_svc_/);
    const made = await bearer(token, 'POST', '/api/risks', {
      title: 'From the sync',
      likelihood: 3,
      impact: 3,
    });
    expect(made.statusCode, made.body).toBe(200);
    const audit = await signedIn(owner, 'GET', '/api/audit-events?limit=5');
    expect(audit.json().data.items[0].actorName).toBe('GRC sync (service token)');
    // Not a member: it does not appear among the people.
    const members = await signedIn(owner, 'GET', '/api/organizations/current/members');
    expect(JSON.stringify(members.json())).not.toContain('service token');

    // The owner sees every token of the organisation and revokes it.
    const all = await signedIn(owner, 'GET', '/api/organizations/current/api-tokens');
    expect(all.json().data.items.map((t: { id: string }) => t.id)).toContain(apiToken.id);
    await signedIn(owner, 'DELETE', `/api/organizations/current/api-tokens/${apiToken.id}`);
    expect((await bearer(token, 'GET', '/api/risks')).statusCode).toBe(401);

    // Its maker may no longer make them (demoted, or gone): the ones they made end.
    const kept = await makeToken(admin, ['risks:read'], 'organizations/current', 'Kept');
    expect((await bearer(kept.token, 'GET', '/api/risks')).statusCode).toBe(200);
    await signedIn(owner, 'PATCH', `/api/organizations/current/members/${admin.user.id}`, {
      role: 'risk_manager',
    });
    expect((await bearer(kept.token, 'GET', '/api/risks')).statusCode).toBe(401);
  });

  it('keeps organisations apart: another organisation’s token finds nothing of ours', async () => {
    const ours = await buildOrg(app);
    const theirs = await buildOrg(app);
    const risk = (
      await signedIn(ours, 'POST', '/api/risks', { title: 'Ours', likelihood: 1, impact: 1 })
    ).json().data.id as string;
    const { token } = await makeToken(theirs, ['risks:write']);
    expect((await bearer(token, 'GET', `/api/risks/${risk}`)).statusCode).toBe(404);
    expect((await bearer(token, 'PATCH', `/api/risks/${risk}`, { title: 'Mine' })).statusCode).toBe(
      404,
    );
    // Naming our organisation in the header changes nothing: a token acts in its own.
    const named = await app.inject({
      url: `/api/risks/${risk}`,
      headers: {
        authorization: `Bearer ${token}`,
        'organization-id': ours.user.organizationId!,
      },
    });
    expect(named.statusCode).toBe(404);
  });
});
