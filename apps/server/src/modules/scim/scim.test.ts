// SCIM 2.0 provisioning (issue 21 point 4): the requests Okta and Microsoft Entra ID send, as
// their SCIM guides publish them (Entra's "Replace" with "False" as text, Okta's path-less
// replace, member filters in remove paths), against the real routes; a leaver's sessions and
// live sockets end at once; every refusal is a SCIM error naming the attribute, and changes
// nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema, type Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { connectCollab } from '../../collaboration/collab-client.ts';
import { TEST_ORIGIN, testConfig } from '../../testing/app.ts';
import { startDnsServer, type TestDnsServer } from '../../testing/dns-server.ts';
import {
  buildMember,
  buildOrg,
  buildOrgWithDomain,
  uniqueIp,
  type SignedIn,
} from '../../testing/factories.ts';
import { createQuestionnaire, smallStructure } from '../questionnaires/questionnaire-test-kit.ts';

const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

let app: FastifyInstance;
let database: Database;
let dns: TestDnsServer;
let baseUrl: string;
beforeAll(async () => {
  dns = await startDnsServer();
  database = await testDatabase();
  app = await buildApp({
    config: testConfig({ DNS_SERVERS: dns.address }),
    database,
    mailer: null,
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await dns.close();
});

const asPerson = (
  person: SignedIn,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/organizations/current/scim${url}`,
    headers: { origin: TEST_ORIGIN, cookie: person.cookie },
    remoteAddress: uniqueIp(),
    ...(payload ? { payload } : {}),
  });

/** A SCIM client holding a token, sending what identity providers send. */
const scimClient =
  (token: string | null) =>
  (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
    app.inject({
      method,
      url: `/scim/v2${path}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload ? { 'content-type': 'application/scim+json' } : {}),
      },
      remoteAddress: '203.0.113.7',
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });

/** An organisation with a verified domain and provisioning on: its owner, domain and client. */
const provisioned = async (roles?: { defaultRole: string; roleMappings: object[] }) => {
  const { owner, domain } = await buildOrgWithDomain(app, dns, { domainPrefix: 'scim' });
  const made = await asPerson(owner, 'POST', '/token');
  expect(made.statusCode).toBe(200);
  const token = made.json().data.token as string;
  if (roles) expect((await asPerson(owner, 'PUT', '', roles)).statusCode).toBe(200);
  return { owner, domain, token, scim: scimClient(token) };
};

const membershipOf = async (organizationId: string, userId: string) =>
  (
    await database.db
      .select()
      .from(schema.memberships)
      .where(
        and(
          eq(schema.memberships.organizationId, organizationId),
          eq(schema.memberships.userId, userId),
        ),
      )
  )[0] ?? null;
const sessionsOf = (userId: string) =>
  database.db.select().from(schema.sessions).where(eq(schema.sessions.userId, userId));
const accountOf = async (email: string) =>
  (await database.db.select().from(schema.users).where(eq(schema.users.email, email)))[0]!;

/** A user as Okta's SCIM 2.0 guide shows its create request. */
const oktaUser = (email: string, given = 'Ada', family = 'Lovelace') => ({
  schemas: [USER_SCHEMA],
  userName: email,
  name: { givenName: given, familyName: family },
  emails: [{ primary: true, value: email, type: 'work' }],
  displayName: `${given} ${family}`,
  locale: 'en-US',
  externalId: `00u${Math.random().toString(36).slice(2, 10)}`,
  groups: [],
  password: 'not-kept-1A!',
  active: true,
});

describe('the SCIM token', () => {
  it('is made by an owner, shown once, rotated and removed; the old one stops at once', async () => {
    const { owner, token, scim } = await provisioned();
    expect(token).toMatch(/^rampart_scim_[\w-]{43}$/);
    const settings = await asPerson(owner, 'GET', '');
    expect(settings.statusCode).toBe(200);
    expect(JSON.stringify(settings.json())).not.toContain(token);
    expect(settings.json().data.provisioning.tokenHint).toBe(`${token.slice(0, 19)}…`);
    expect(settings.json().data.baseUrl).toMatch(/\/scim\/v2$/);

    expect((await scim('GET', '/Users')).statusCode).toBe(200);
    const used = (await asPerson(owner, 'GET', '')).json().data.provisioning;
    expect(used.lastUsedAddress).toBe('203.0.113.7');

    const rotated = await asPerson(owner, 'POST', '/token');
    const fresh = rotated.json().data.token as string;
    expect(fresh).not.toBe(token);
    const old = await scim('GET', '/Users');
    expect(old.statusCode).toBe(401);
    expect(old.headers['www-authenticate']).toBe('Bearer realm="SCIM"');
    expect(old.headers['content-type']).toContain('application/scim+json');
    expect(old.json()).toMatchObject({ schemas: [ERROR_SCHEMA], status: '401' });
    expect((await scimClient(fresh)('GET', '/Users')).statusCode).toBe(200);

    expect((await asPerson(owner, 'DELETE', '')).statusCode).toBe(200);
    expect((await scimClient(fresh)('GET', '/Users')).statusCode).toBe(401);
    expect((await asPerson(owner, 'GET', '')).json().data.provisioning).toBeNull();
  });

  it('is refused without a token, with a made-up one, and to people without security:manage', async () => {
    const owner = await buildOrg(app);
    expect((await scimClient(null)('GET', '/Users')).statusCode).toBe(401);
    expect((await scimClient('rampart_scim_guess')('GET', '/Users')).statusCode).toBe(401);
    const admin = await buildMember(app, owner, 'admin');
    expect((await asPerson(admin, 'POST', '/token')).statusCode).toBe(403);
    expect((await asPerson(admin, 'GET', '')).json().data.abilities.manage).toBe(false);
    const member = await buildMember(app, owner, 'member');
    expect((await asPerson(member, 'GET', '')).statusCode).toBe(403);
  });
});

describe('discovery', () => {
  it('says what is supported and describes Users and Groups', async () => {
    const { scim } = await provisioned();
    const config = (await scim('GET', '/ServiceProviderConfig')).json();
    expect(config.patch.supported).toBe(true);
    expect(config.filter).toMatchObject({ supported: true, maxResults: 200 });
    expect(config.bulk.supported).toBe(false);
    const types = (await scim('GET', '/ResourceTypes')).json();
    expect(types.Resources.map((r: { name: string }) => r.name).sort()).toEqual(['Group', 'User']);
    const schemas = (await scim('GET', '/Schemas')).json();
    expect(schemas.Resources.map((r: { id: string }) => r.id)).toContain(USER_SCHEMA);
    expect((await scim('GET', `/Schemas/${USER_SCHEMA}`)).statusCode).toBe(200);
    expect((await scim('GET', '/Schemas/urn:nothing')).statusCode).toBe(404);
    expect((await scim('GET', '/Nothing')).json()).toMatchObject({ status: '404' });
  });
});

describe('Okta', () => {
  it('looks a person up, creates, reads, deactivates and reactivates them', async () => {
    const { owner, domain, scim } = await provisioned();
    const email = `ada@${domain}`;
    const lookup = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}&startIndex=1&count=100`,
    );
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({ totalResults: 0, Resources: [] });

    const created = await scim('POST', '/Users', oktaUser(email.toUpperCase()));
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({ userName: email, active: true, displayName: 'Ada Lovelace' });
    expect(created.headers.location).toMatch(new RegExp(`/scim/v2/Users/${user.id}$`));
    const account = await accountOf(email);
    expect((await membershipOf(owner.user.organizationId!, account.id))?.role).toBe('member');

    const found = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "ADA@${domain}"`)}`,
    );
    expect(found.json().Resources.map((r: { id: string }) => r.id)).toEqual([user.id]);
    expect((await scim('GET', `/Users/${user.id}`)).json().emails[0].value).toBe(email);
    const twice = await scim('POST', '/Users', oktaUser(email));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().scimType).toBe('uniqueness');

    const off = await scim('PATCH', `/Users/${user.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect(await membershipOf(owner.user.organizationId!, account.id)).toBeNull();
    // The provider made the account and no other organisation holds it: it is off too.
    expect((await accountOf(email)).isActive).toBe(false);
    expect((await scim('GET', `/Users/${user.id}`)).json().active).toBe(false);

    const on = await scim('PATCH', `/Users/${user.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(on.json().active).toBe(true);
    expect((await membershipOf(owner.user.organizationId!, account.id))?.role).toBe('member');
    expect((await accountOf(email)).isActive).toBe(true);

    const audit = await app.inject({
      url: '/api/audit-events?limit=50',
      headers: { cookie: owner.cookie },
    });
    const actions = audit.json().data.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['member.joined', 'member.deactivated', 'member.reactivated']),
    );
  });

  it('replaces a user with PUT, renaming the account', async () => {
    const { domain, scim } = await provisioned();
    const email = `grace@${domain}`;
    const user = (await scim('POST', '/Users', oktaUser(email, 'Grace', 'Hopper'))).json();
    const put = await scim('PUT', `/Users/${user.id}`, {
      ...oktaUser(email, 'Grace', 'Brewster Hopper'),
      id: user.id,
    });
    expect(put.statusCode).toBe(200);
    expect((await accountOf(email)).name).toBe('Grace Brewster Hopper');
  });
});

describe('Microsoft Entra ID', () => {
  it('sends active as the text "False", adds attributes by path, and groups give roles', async () => {
    const { owner, domain, scim } = await provisioned({
      defaultRole: 'auditor',
      roleMappings: [
        { group: 'Risk Team', role: 'risk_manager' },
        { group: 'Compliance Admins', role: 'admin' },
      ],
    });
    const orgId = owner.user.organizationId!;
    const email = `alan@${domain}`;
    const user = (
      await scim('POST', '/Users', {
        schemas: [USER_SCHEMA, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
        externalId: 'alan',
        userName: email,
        active: true,
        emails: [{ primary: true, type: 'work', value: email }],
        meta: { resourceType: 'User' },
        name: { formatted: 'Alan Turing', familyName: 'Turing', givenName: 'Alan' },
        'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Risk' },
      })
    ).json();
    const account = await accountOf(email);
    expect((await membershipOf(orgId, account.id))?.role).toBe('auditor');

    const renamed = await scim('PATCH', `/Users/${user.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [
        { op: 'Replace', path: 'name.givenName', value: 'Alan M.' },
        { op: 'Add', path: 'externalId', value: 'alan-m' },
      ],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ externalId: 'alan-m', name: { givenName: 'Alan M.' } });
    const byExternal = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('externalId eq "alan-m"')}`,
    );
    expect(byExternal.json().totalResults).toBe(1);

    const group = await scim('POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      externalId: 'g-1',
      displayName: 'Risk Team',
      members: [],
    });
    expect(group.statusCode).toBe(201);
    const groupId = group.json().id as string;
    const lookup = await scim(
      'GET',
      `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "Risk Team"')}`,
    );
    expect(lookup.json().Resources).toHaveLength(1);
    expect(lookup.json().Resources[0].members).toBeUndefined();

    const added = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'Add', path: 'members', value: [{ value: user.id }] }],
    });
    expect(added.statusCode).toBe(200);
    expect((await membershipOf(orgId, account.id))?.role).toBe('risk_manager');
    expect((await scim('GET', `/Users/${user.id}`)).json().groups).toEqual([
      expect.objectContaining({ value: groupId, display: 'Risk Team' }),
    ]);

    const removed = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'Remove', path: `members[value eq "${user.id}"]` }],
    });
    expect(removed.statusCode).toBe(200);
    expect((await membershipOf(orgId, account.id))?.role).toBe('auditor');

    // Roles follow the mapping when it changes too.
    await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'Add', path: 'members', value: [{ value: user.id }] }],
    });
    await asPerson(owner, 'PUT', '', {
      defaultRole: 'auditor',
      roleMappings: [{ group: 'Risk Team', role: 'admin' }],
    });
    expect((await membershipOf(orgId, account.id))?.role).toBe('admin');
    expect((await scim('DELETE', `/Groups/${groupId}`)).statusCode).toBe(204);
    expect((await membershipOf(orgId, account.id))?.role).toBe('auditor');

    const off = await scim('PATCH', `/Users/${user.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect(await membershipOf(orgId, account.id)).toBeNull();

    expect((await scim('DELETE', `/Users/${user.id}`)).statusCode).toBe(204);
    expect((await scim('GET', `/Users/${user.id}`)).statusCode).toBe(404);
  });
});

describe('a leaver', () => {
  it('loses every session and open socket at once, in the same second', async () => {
    const { owner, domain, scim } = await provisioned({
      defaultRole: 'risk_manager',
      roleMappings: [],
    });
    // Someone who joined by invitation before provisioning: the first push adopts them.
    const member = await buildMember(app, owner, 'risk_manager', 'Lin Leaver', `lin@${domain}`);
    const user = (await scim('POST', '/Users', oktaUser(member.email, 'Lin', 'Leaver'))).json();
    expect((await membershipOf(owner.user.organizationId!, member.user.id))?.role).toBe(
      'risk_manager',
    );
    const { id } = await createQuestionnaire(app, owner, {
      title: 'Q',
      structure: smallStructure(),
    });
    const script = await app.inject({
      method: 'POST',
      url: '/api/account/api-tokens',
      headers: { origin: TEST_ORIGIN, cookie: member.cookie },
      payload: { name: 'Lin’s script', scopes: ['risks:read'], expiresInDays: 7 },
    });
    const token = script.json().data.token as string;
    const bearer = () =>
      app.inject({ url: '/api/risks', headers: { authorization: `Bearer ${token}` } });
    expect((await bearer()).statusCode).toBe(200);
    const live = connectCollab({ baseUrl, questionnaireId: id as string, cookie: member.cookie });
    await live.ready;
    expect(await sessionsOf(member.user.id)).toHaveLength(1);

    const started = Date.now();
    const off = await scim('PATCH', `/Users/${user.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.statusCode).toBe(200);
    await expect.poll(() => live.closes.length, { timeout: 1000, interval: 20 }).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(1000);
    live.destroy();
    expect(await sessionsOf(member.user.id)).toHaveLength(0);
    const me = await app.inject({ url: '/api/users/me', headers: { cookie: member.cookie } });
    expect(me.statusCode).toBe(401);
    expect((await bearer()).statusCode).toBe(401);
    // An account of their own (registered, not made by the provider) stays theirs.
    expect((await accountOf(member.email)).isActive).toBe(true);
  });
});

describe('what a provider must not be able to do', () => {
  it('take over an account made outside the organisation, or rename one it did not make', async () => {
    const { owner, domain, scim } = await provisioned();
    // Bob registered on his own before the domain was claimed: another organisation's owner.
    const bob = await buildOrg(app, { email: `bob@${domain}` });
    const refused = await scim('POST', '/Users', oktaUser(bob.email));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^userName: an account with .* exists outside/);
    expect(await membershipOf(owner.user.organizationId!, bob.user.id)).toBeNull();

    // Invited, the same account is provisioned (the invitation is used), but its name stays his.
    const invite = await app.inject({
      method: 'POST',
      url: '/api/organizations/current/invitations',
      headers: { origin: TEST_ORIGIN, cookie: owner.cookie },
      payload: { email: bob.email, role: 'member' },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const adopted = await scim('POST', '/Users', oktaUser(bob.email, 'Robert', 'Tables'));
    expect(adopted.statusCode, adopted.body).toBe(201);
    expect((await membershipOf(owner.user.organizationId!, bob.user.id))?.role).toBe('member');
    const renamed = await scim('PATCH', `/Users/${adopted.json().id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'replace', path: 'displayName', value: 'Bobby' }],
    });
    expect(renamed.statusCode).toBe(200);
    expect((await accountOf(bob.email)).name).toBe(bob.user.name);
  });
});

describe('what providers send that Rampart does not keep', () => {
  it('is dropped, and the deactivation sent with it still happens', async () => {
    const { owner, domain, scim } = await provisioned();
    const user = (await scim('POST', '/Users', oktaUser(`ines@${domain}`))).json();
    const res = await scim('PATCH', `/Users/${user.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [
        { op: 'Add', path: 'phoneNumbers[type eq "mobile"].value', value: '+1 555 0100' },
        { op: 'Replace', path: 'addresses[type eq "work"].streetAddress', value: '1 Main St' },
        {
          op: 'Add',
          path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:manager',
          value: 'manager-id',
        },
        { op: 'Replace', path: 'active', value: 'False' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().active).toBe(false);
    const account = await accountOf(`ines@${domain}`);
    expect(await membershipOf(owner.user.organizationId!, account.id)).toBeNull();
  });

  it('given and family names change the name of an account the provider made', async () => {
    const { domain, scim } = await provisioned();
    const user = (await scim('POST', '/Users', oktaUser(`joy@${domain}`, 'Joy', 'Ito'))).json();
    await scim('PATCH', `/Users/${user.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'Replace', path: 'name.familyName', value: 'Ito-Smith' }],
    });
    expect((await accountOf(`joy@${domain}`)).name).toBe('Joy Ito-Smith');
  });
});

describe('a leaver, however the provider says it', () => {
  it('is deactivated after the domain was removed, stays off through a PUT without active, and comes back deleted and pushed again', async () => {
    const { owner, domain, scim } = await provisioned();
    const email = `kit@${domain}`;
    const user = (await scim('POST', '/Users', oktaUser(email))).json();
    const domains = await app.inject({
      url: '/api/organizations/current/domains',
      headers: { cookie: owner.cookie },
    });
    const domainId = domains.json().data.items[0].id as string;
    await app.inject({
      method: 'DELETE',
      url: `/api/organizations/current/domains/${domainId}`,
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
    });
    const off = await scim('PATCH', `/Users/${user.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(off.statusCode, off.body).toBe(200);
    const { active: _active, ...withoutActive } = oktaUser(email);
    const put = await scim('PUT', `/Users/${user.id}`, withoutActive);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().active).toBe(false);

    expect((await scim('DELETE', `/Users/${user.id}`)).statusCode).toBe(204);
    expect((await scim('GET', `/Users/${user.id}`)).statusCode).toBe(404);
    expect((await scim('GET', '/Users')).json().totalResults).toBe(0);
    // The domain is gone: pushing them again is refused; verified again, the same record returns.
    expect((await scim('POST', '/Users', oktaUser(email))).statusCode).toBe(400);
  });

  it('deleted and pushed again is the same person, turned on', async () => {
    const { owner, domain, scim } = await provisioned();
    const email = `lou@${domain}`;
    const user = (await scim('POST', '/Users', oktaUser(email))).json();
    await scim('DELETE', `/Users/${user.id}`);
    expect((await accountOf(email)).isActive).toBe(false);
    const again = await scim('POST', '/Users', oktaUser(email));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().id).toBe(user.id);
    const account = await accountOf(email);
    expect(account.isActive).toBe(true);
    expect((await membershipOf(owner.user.organizationId!, account.id))?.role).toBe('member');
  });
});

describe('refusals', () => {
  it('names the attribute and changes nothing', async () => {
    const { owner, domain, scim } = await provisioned();
    const outside = await scim('POST', '/Users', oktaUser('eve@elsewhere.example'));
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ scimType: 'invalidValue' });
    expect(outside.json().detail).toMatch(/^userName: elsewhere\.example is not a verified domain/);
    expect((await scim('POST', '/Users', { schemas: [USER_SCHEMA] })).statusCode).toBe(400);
    const notEmail = await scim('POST', '/Users', oktaUser('not-an-email'));
    expect(notEmail.json().detail).toMatch(/^userName/);
    const long = await scim('POST', '/Users', {
      ...oktaUser(`long@${domain}`),
      displayName: 'x'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toMatch(/^displayName/);
    const wrongType = await scim('POST', '/Users', {
      ...oktaUser(`typed@${domain}`),
      active: 'maybe',
    });
    expect(wrongType.statusCode).toBe(400);
    for (const filter of ['userName eq', 'userName xx "a"', '(', '"x"']) {
      const res = await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: '400', scimType: 'invalidFilter' });
    }
    expect((await scim('GET', '/Users?count=many')).json().detail).toMatch(/^count/);
    await scim('POST', '/Users', oktaUser(`filter@${domain}`));
    const subAttribute = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('phoneNumbers.value eq "1"')}`,
    );
    expect(subAttribute.statusCode).toBe(400);
    expect(subAttribute.json().scimType).toBe('invalidFilter');
    for (const body of [
      { schemas: [PATCH_SCHEMA], Operations: [null] },
      { schemas: null, Operations: [{ op: 'replace', path: 'active', value: false }] },
      { schemas: [PATCH_SCHEMA], Operations: [{ op: 'add', value: null }] },
      { schemas: [PATCH_SCHEMA], Operations: 'all' },
      [],
    ]) {
      const people = (await scim('GET', '/Users')).json().Resources as { id: string }[];
      const res = await scim('PATCH', `/Users/${people[0]!.id}`, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
    }
    expect((await scim('GET', '/Users/scu_nobody')).statusCode).toBe(404);
    const badJson = await app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: {
        authorization: `Bearer ${(await asPerson(owner, 'POST', '/token')).json().data.token}`,
        'content-type': 'application/scim+json',
      },
      payload: '{"userName":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().schemas).toEqual([ERROR_SCHEMA]);
  });

  it('applies a PATCH whole or not at all, and keeps the last owner', async () => {
    const { owner, domain, token } = await provisioned();
    const scim = scimClient(token);
    const user = (await scim('POST', '/Users', oktaUser(`kim@${domain}`, 'Kim', 'Keep'))).json();
    const half = await scim('PATCH', `/Users/${user.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [
        { op: 'replace', path: 'displayName', value: 'Changed' },
        { op: 'replace', path: 'userName', value: 'kim@elsewhere.example' },
      ],
    });
    expect(half.statusCode).toBe(400);
    expect((await accountOf(`kim@${domain}`)).name).toBe('Kim Keep');

    // The owner's own email pushed and turned off: refused, the organisation keeps its owner.
    const ownerEmailInDomain = `boss@${domain}`;
    await database.db
      .update(schema.users)
      .set({ email: ownerEmailInDomain })
      .where(eq(schema.users.id, owner.user.id));
    const boss = (await scim('POST', '/Users', oktaUser(ownerEmailInDomain, 'Bo', 'Ss'))).json();
    const refused = await scim('PATCH', `/Users/${boss.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().scimType).toBe('mutability');
    expect((await membershipOf(owner.user.organizationId!, owner.user.id))?.role).toBe('owner');
    expect(await sessionsOf(owner.user.id)).not.toHaveLength(0);
  });

  it('keeps organisations apart: another token sees nothing of this one', async () => {
    const a = await provisioned();
    const b = await provisioned();
    const user = (await a.scim('POST', '/Users', oktaUser(`sam@${a.domain}`))).json();
    const group = (
      await a.scim('POST', '/Groups', { schemas: [GROUP_SCHEMA], displayName: 'A team' })
    ).json();
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const payload =
        method === 'PATCH'
          ? { schemas: [PATCH_SCHEMA], Operations: [{ op: 'replace', value: { active: false } }] }
          : undefined;
      const userPut = method === 'PUT' ? oktaUser(`sam@${b.domain}`) : payload;
      const groupPut = method === 'PUT' ? { schemas: [GROUP_SCHEMA], displayName: 'B' } : payload;
      expect((await b.scim(method, `/Users/${user.id}`, userPut)).statusCode).toBe(404);
      expect((await b.scim(method, `/Groups/${group.id}`, groupPut)).statusCode).toBe(404);
    }
    expect((await b.scim('GET', '/Users')).json().totalResults).toBe(0);
    // Another organisation's verified domain is not this one's to provision.
    expect((await b.scim('POST', '/Users', oktaUser(`kai@${a.domain}`))).statusCode).toBe(400);
    // B's members cannot be put in A's groups.
    const bUser = (await b.scim('POST', '/Users', oktaUser(`bo@${b.domain}`))).json();
    const cross = await a.scim('PATCH', `/Groups/${group.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'add', path: 'members', value: [{ value: bUser.id }] }],
    });
    expect(cross.statusCode).toBe(400);
    expect(cross.json().detail).toMatch(/^members: no provisioned user/);
    expect((await a.scim('GET', `/Users/${user.id}`)).json().active).toBe(true);
  });
});
