// Email domains for single sign-on (issue 21 point 2): claimed by an owner, proven by a DNS TXT
// record that Rampart looks up through Node's resolver at a DNS server the test runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { TEST_ORIGIN, testConfig } from '../../testing/app.ts';
import { startDnsServer, type TestDnsServer } from '../../testing/dns-server.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';

let app: FastifyInstance;
let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
  app = await buildApp({
    config: testConfig({ DNS_SERVERS: dns.address }),
    database: await testDatabase(),
    mailer: null,
  });
});
afterAll(async () => {
  await app.close();
  await dns.close();
});

const call = (person: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/organizations/current/domains${url}`,
    headers: { cookie: person.cookie, origin: TEST_ORIGIN },
    ...(payload ? { payload } : {}),
  });

type Domain = {
  id: string;
  domain: string;
  verifiedAt: string | null;
  record: { name: string; value: string };
};

describe('email domains', () => {
  it('are claimed by an owner and verified once the TXT record holds the token', async () => {
    const owner = await buildOrg(app);
    const domain = `acme-${Date.now()}.example`;
    const added = await call(owner, 'POST', '', { domain: ` ${domain.toUpperCase()} ` });
    expect(added.statusCode).toBe(200);
    const claim = added.json().data as Domain;
    expect(claim).toMatchObject({ domain, verifiedAt: null });
    expect(claim.record.name).toBe(`_rampart-verification.${domain}`);
    expect(claim.record.value).toMatch(/^rampart-verification=[\w-]{24}$/);
    expect((await call(owner, 'POST', '', { domain })).statusCode).toBe(409);

    const none = await call(owner, 'POST', `/${claim.id}/verify`);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toContain(`No TXT record at ${claim.record.name}`);
    dns.setTxt(claim.record.name, ['v=spf1 -all', 'rampart-verification=someone-else']);
    const wrong = await call(owner, 'POST', `/${claim.id}/verify`);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.message).toContain('do not hold');

    dns.setTxt(claim.record.name, ['v=spf1 -all', claim.record.value]);
    const verified = await call(owner, 'POST', `/${claim.id}/verify`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.verifiedAt).not.toBeNull();
    const list = await call(owner, 'GET', '');
    expect(list.json().data).toMatchObject({
      items: [{ domain }],
      total: 1,
      nextCursor: null,
      abilities: { manage: true },
    });

    // Another organisation may claim it, but not prove it while the first holds it.
    const other = await buildOrg(app);
    const theirs = (await call(other, 'POST', '', { domain })).json().data as Domain;
    dns.setTxt(theirs.record.name, [claim.record.value, theirs.record.value]);
    const taken = await call(other, 'POST', `/${theirs.id}/verify`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toContain('Another Rampart organisation');

    // Released, it can be proven by the other.
    expect((await call(owner, 'DELETE', `/${claim.id}`)).statusCode).toBe(200);
    expect((await call(other, 'POST', `/${theirs.id}/verify`)).statusCode).toBe(200);
    const audit = await app.inject({
      url: '/api/audit-events?entityType=organization_domain&limit=20',
      headers: { cookie: owner.cookie },
    });
    expect(audit.json().data.items.map((e: { action: string }) => e.action)).toEqual([
      'organization.domain_removed',
      'organization.domain_verified',
      'organization.domain_added',
    ]);
  });

  it('are read by admins, changed by owners only, and never another organisation’s', async () => {
    const owner = await buildOrg(app);
    const claim = (await call(owner, 'POST', '', { domain: 'members.example' })).json()
      .data as Domain;
    const admin = await buildMember(app, owner, 'admin');
    expect((await call(admin, 'GET', '')).json().data.abilities.manage).toBe(false);
    expect((await call(admin, 'POST', '', { domain: 'x.example' })).statusCode).toBe(403);
    expect((await call(admin, 'POST', `/${claim.id}/verify`)).statusCode).toBe(403);
    const member = await buildMember(app, owner, 'member');
    expect((await call(member, 'GET', '')).statusCode).toBe(403);
    const stranger = await buildOrg(app);
    expect((await call(stranger, 'DELETE', `/${claim.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/${claim.id}/verify`)).statusCode).toBe(404);
  });

  it('are read a page at a time, the abilities beside every page', async () => {
    const owner = await buildOrg(app);
    const claimed = [`one-${Date.now()}.example`, `two-${Date.now()}.example`];
    for (const domain of claimed) {
      expect((await call(owner, 'POST', '', { domain })).statusCode).toBe(200);
    }
    const first = (await call(owner, 'GET', '?limit=1')).json().data;
    expect(first).toMatchObject({ total: 2, abilities: { manage: true } });
    const rest = (await call(owner, 'GET', `?limit=1&cursor=${first.nextCursor}`)).json().data;
    expect(rest).toMatchObject({ total: 2, nextCursor: null, abilities: { manage: true } });
    expect([...first.items, ...rest.items].map((d: Domain) => d.domain).sort()).toEqual(
      claimed.sort(),
    );
    const bad = await call(owner, 'GET', '?limit=201');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('limit');
  });

  it('name the field of a domain that is not one', async () => {
    const owner = await buildOrg(app);
    for (const domain of [
      '',
      'localhost',
      'exa mple.com',
      '-bad.example',
      'a.b/c',
      `${'a'.repeat(64)}.com`,
    ]) {
      const res = await call(owner, 'POST', '', { domain });
      expect(res.statusCode, domain).toBe(400);
      expect(res.json().error.details[0].field).toBe('domain');
    }
    expect((await call(owner, 'GET', '')).json().data.items).toEqual([]);
  });
});

describe('the DNS lookup', () => {
  it('says the servers did not answer when none does', async () => {
    // testApp's DNS_SERVERS points at a port nobody answers on.
    const quiet = await buildApp({
      config: testConfig(),
      database: await testDatabase(),
      mailer: null,
    });
    const owner = await buildOrg(quiet);
    const claim = await quiet.inject({
      method: 'POST',
      url: '/api/organizations/current/domains',
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
      payload: { domain: 'quiet.example' },
    });
    const res = await quiet.inject({
      method: 'POST',
      url: `/api/organizations/current/domains/${claim.json().data.id}/verify`,
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('did not answer');
    await quiet.close();
  });
});
