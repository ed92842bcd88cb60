// Single sign-on with SAML 2.0 (issue 21 point 3), against samlify acting as the identity
// provider and signing with a test key, on a loopback port: metadata imported from XML and from
// a URL, SP-initiated sign-in, and the attacks a SAML integration is known to get wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { cookieOf, TEST_ORIGIN, testConfig } from '../../testing/app.ts';
import { startDnsServer, type TestDnsServer } from '../../testing/dns-server.ts';
import { buildOrgWithDomain, uniqueIp, type SignedIn } from '../../testing/factories.ts';
import {
  startSamlIdp,
  type ResponseBend,
  type SamlAnswer,
  type TestSamlIdp,
} from '../../testing/saml-idp.ts';

let app: FastifyInstance;
let dns: TestDnsServer;
let idp: TestSamlIdp;
beforeAll(async () => {
  dns = await startDnsServer();
  idp = await startSamlIdp();
  app = await buildApp({
    config: testConfig({
      DNS_SERVERS: dns.address,
      FETCH_ALLOW_PRIVATE_HOSTS: new URL(idp.metadataUrl).host,
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
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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

/** An organisation with a verified domain, connected to the test IdP by SAML. */
const samlOrg = async (overrides: object = {}) => {
  const { owner, domain } = await buildOrgWithDomain(app, dns, {
    organizationName: 'Saml Corp',
    domainPrefix: 'saml',
  });
  const saved = await api(owner, 'PUT', '/api/organizations/current/sso/saml', {
    metadataXml: idp.metadataXml,
    defaultRole: 'member',
    groupsClaim: 'groups',
    roleMappings: [{ group: 'grc-team', role: 'risk_manager' }],
    jitEnabled: true,
    ssoRequired: false,
    enabled: true,
    allowIdpInitiated: false,
    emailAttribute: null,
    ...overrides,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const sp = saved.json().data.serviceProvider as { metadataUrl: string; acsUrl: string };
  const metadata = await app.inject({ url: new URL(sp.metadataUrl).pathname });
  expect(metadata.headers['content-type']).toContain('xml');
  idp.trustServiceProvider(metadata.body);
  return { owner, domain, sp };
};

/** A browser starting a sign-in: the IdP's redirect URL and the browser cookie Rampart set. */
const start = async (email: string) => {
  const res = await api(null, 'POST', '/api/auth/sso/start', { email });
  expect(res.statusCode, res.body).toBe(200);
  return { url: res.json().data.url as string, browser: cookieOf(res, 'rampart_sso')! };
};

/** The provider's form POST to the ACS (no cookie: a cross-site POST carries none). */
const post = (answer: SamlAnswer) =>
  app.inject({
    method: 'POST',
    url: new URL(answer.acsUrl).pathname,
    remoteAddress: uniqueIp(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(idp.ssoUrl).origin,
    },
    payload: new URLSearchParams({
      SAMLResponse: answer.SAMLResponse,
      ...(answer.RelayState ? { RelayState: answer.RelayState } : {}),
    }).toString(),
  });

/** The whole sign-in: start, the provider's answer (bent or not), the ACS, the finish step. */
const signIn = async (email: string, bend?: ResponseBend): Promise<LightMyRequestResponse> => {
  const { url, browser } = await start(email);
  const acs = await post(await idp.answer(url, email, bend));
  expect(acs.statusCode).toBe(303);
  const location = String(acs.headers.location);
  if (!location.startsWith('/api/')) return acs;
  return app.inject({ url: location, headers: { cookie: browser } });
};

const me = (res: LightMyRequestResponse) =>
  app.inject({
    url: '/api/users/me',
    headers: { cookie: cookieOf(res, 'rampart.session_token') ?? '' },
  });

describe('SAML settings', () => {
  it('import the provider from its metadata, as XML or from its URL, and publish Rampart’s', async () => {
    const { owner, sp } = await samlOrg();
    const settings = (await api(owner, 'GET', '/api/organizations/current/sso')).json().data;
    expect(settings.connection).toMatchObject({
      protocol: 'saml',
      saml: { idpEntityId: idp.entityId, idpSsoUrl: idp.ssoUrl, certificates: 1 },
    });
    expect(settings.serviceProvider.acsUrl).toBe(sp.acsUrl);
    const byUrl = await api(owner, 'PUT', '/api/organizations/current/sso/saml', {
      metadataUrl: idp.metadataUrl,
      defaultRole: 'auditor',
      groupsClaim: 'groups',
      roleMappings: [],
      jitEnabled: true,
      ssoRequired: false,
      enabled: true,
      allowIdpInitiated: false,
      emailAttribute: null,
    });
    expect(byUrl.statusCode, byUrl.body).toBe(200);
    expect(byUrl.json().data.connection.saml.metadataUrl).toBe(idp.metadataUrl);
    const broken = await api(owner, 'PUT', '/api/organizations/current/sso/saml', {
      metadataXml: '<EntityDescriptor>',
      defaultRole: 'member',
      groupsClaim: 'groups',
      roleMappings: [],
      jitEnabled: true,
      ssoRequired: false,
      enabled: true,
      allowIdpInitiated: false,
      emailAttribute: null,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.details[0].field).toBe('metadataXml');
  });
});

describe('signing in by SAML', () => {
  it('signs a person of the domain in, just in time, with the role their groups map to', async () => {
    const { domain } = await samlOrg();
    const email = `sam@${domain}`;
    idp.addAccount({ email, name: 'Sam Saml', groups: ['grc-team'] });
    const res = await signIn(email);
    expect(res.headers.location).toBe('/dashboard');
    const session = (await me(res)).json().data;
    expect(session).toMatchObject({ email, name: 'Sam Saml' });
    expect(session.organizations[0].role).toBe('risk_manager');
  });

  it('in a browser: the provider’s page posts to the ACS, and only the browser that started finishes', async () => {
    const { domain } = await samlOrg();
    const email = `pat@${domain}`;
    idp.addAccount({ email });
    /** The provider's page, as a browser gets it: a form posting the response to the ACS. */
    const throughPage = async () => {
      idp.signInNextAs(email);
      const { url, browser } = await start(email);
      const page = await (await fetch(url)).text();
      const value = (name: string) =>
        (new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? '').replace(
          /&#(\d+);/g,
          (_, c: string) => String.fromCharCode(Number(c)),
        );
      const action = /action="([^"]*)"/.exec(page)?.[1] ?? '';
      const acs = await post({
        acsUrl: action,
        SAMLResponse: value('SAMLResponse'),
        RelayState: value('RelayState'),
      });
      return { finish: String(acs.headers.location), browser };
    };
    // Login CSRF: the response brought to another browser (no cookie) is refused, and spent.
    const first = await throughPage();
    expect(first.finish).toMatch(/^\/api\/auth\/sso\/saml\/finish\?token=/);
    expect((await app.inject({ url: first.finish })).headers.location).toBe(
      '/auth/login?sso=expired',
    );
    expect(
      (await app.inject({ url: first.finish, headers: { cookie: first.browser } })).headers
        .location,
    ).toBe('/auth/login?sso=expired');
    const second = await throughPage();
    const done = await app.inject({ url: second.finish, headers: { cookie: second.browser } });
    expect(done.headers.location).toBe('/dashboard');
    expect((await me(done)).json().data.email).toBe(email);
  });
});

describe('the attacks a SAML sign-in must refuse', () => {
  it.each([
    ['unsigned', { signer: 'none' }, /Invalid signature/],
    ['signed by another key', { signer: 'other' }, /Invalid signature/],
    ['for another audience', { audience: 'https://another-app.example/sp' }, /audience mismatch/],
    ['to another recipient', { recipient: 'https://another-app.example/acs' }, /Recipient/],
    ['to another destination', { destination: 'https://another-app.example/acs' }, /Destination/],
    [
      'expired',
      { notOnOrAfter: new Date(Date.now() - 10 * 60_000) },
      /subject confirmation|expired/i,
    ],
    ['not yet valid', { notBefore: new Date(Date.now() + 10 * 60_000) }, /not yet valid/],
    [
      'answering another request',
      { inResponseTo: '_a-request-of-someone-else' },
      /InResponseTo|another sign-in request/,
    ],
    [
      'from another issuer signing with the same key',
      { issuer: 'https://idp.example/another-tenant' },
      /Issuer/,
    ],
    [
      'whose confirmation expired',
      { confirmationNotOnOrAfter: new Date(Date.now() - 10 * 60_000) },
      /subject confirmation|expired/i,
    ],
    ['valid for days', { notOnOrAfter: new Date(Date.now() + 3 * 24 * 60 * 60_000) }, /over a day/],
    ['with a transient NameID', { transient: true }, /transient/],
  ] as [string, ResponseBend, RegExp][])('a response %s', async (label, bend, reason) => {
    const { owner, domain } = await samlOrg();
    const email = `victim@${domain}`;
    idp.addAccount({ email });
    const res = await signIn(email, bend);
    expect(res.headers.location, label).toBe('/auth/login?sso=refused');
    expect(cookieOf(res, 'rampart.session_token'), label).toBeNull();
    // Refused for the reason the case is about, and recorded.
    const log = await api(owner, 'GET', '/api/audit-events?kind=sign-ins&limit=5');
    const refusal = (log.json().data.items as { after: { reason: string } }[])[0];
    expect(refusal?.after.reason).toMatch(reason);
  });

  it('an assertion replayed', async () => {
    const { domain } = await samlOrg();
    const email = `replay@${domain}`;
    idp.addAccount({ email });
    const { url, browser } = await start(email);
    const answer = await idp.answer(url, email);
    const first = await post(answer);
    const done = await app.inject({
      url: String(first.headers.location),
      headers: { cookie: browser },
    });
    expect(done.headers.location).toBe('/dashboard');
    // The same response again, with a new sign-in's state.
    const again = await start(email);
    const replay = await post({
      ...answer,
      RelayState: new URL(again.url).searchParams.get('RelayState')!,
    });
    expect(replay.headers.location).toBe('/auth/login?sso=refused');
  });

  it('signature wrapping: a forged assertion beside, around or instead of a signed one', async () => {
    const { domain } = await samlOrg();
    const mallory = `mallory@${domain}`;
    const victim = `victim@${domain}`;
    idp.addAccount({ email: mallory });
    idp.addAccount({ email: victim });
    const wrap = async (make: (xml: string, signed: string, evil: string) => string) => {
      const { url, browser } = await start(mallory);
      const answer = await idp.answer(url, mallory);
      const xml = Buffer.from(answer.SAMLResponse, 'base64').toString('utf8');
      const signed = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)![0];
      const evil = signed
        .replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/, '')
        .replaceAll(mallory, victim);
      const bent = {
        ...answer,
        SAMLResponse: Buffer.from(make(xml, signed, evil)).toString('base64'),
      };
      const acs = await post(bent);
      const location = String(acs.headers.location);
      const res = location.startsWith('/api/')
        ? await app.inject({ url: location, headers: { cookie: browser } })
        : acs;
      return res;
    };
    const variants: [string, (xml: string, signed: string, evil: string) => string][] = [
      [
        'forged before the signed one',
        (x, s, e) => x.replace(s, e.replace(/ID="[^"]+"/, 'ID="_evil"') + s),
      ],
      [
        'forged after the signed one',
        (x, s, e) => x.replace(s, s + e.replace(/ID="[^"]+"/, 'ID="_evil"')),
      ],
      ['forged with the signed one’s ID', (x, s, e) => x.replace(s, e + s)],
      [
        'signed one inside the forged one',
        (x, s, e) => x.replace(s, e.replace('</saml:Assertion>', `${s}</saml:Assertion>`)),
      ],
      [
        'signed one moved into Extensions',
        (x, s, e) =>
          x
            .replace(s, e)
            .replace('<samlp:Status>', `<samlp:Extensions>${s}</samlp:Extensions><samlp:Status>`),
      ],
      [
        'a comment cutting the NameID',
        (x) => x.replace(`${mallory}</saml:NameID>`, `${victim}<!---->.evil</saml:NameID>`),
      ],
    ];
    for (const [label, make] of variants) {
      const res = await wrap(make);
      expect(res.headers.location, label).toBe('/auth/login?sso=refused');
      expect(cookieOf(res, 'rampart.session_token'), label).toBeNull();
    }
  });

  it('an unsolicited assertion dressed as the answer to a sign-in (unsigned InResponseTo)', async () => {
    const { domain } = await samlOrg();
    const victim = `v2@${domain}`;
    const mallory = `mal@${domain}`;
    idp.addAccount({ email: victim });
    idp.addAccount({ email: mallory });
    const unsolicited = await idp.unsolicited(victim);
    const { url, browser } = await start(mallory);
    const requestId = /ID="(_[^"]+)"/.exec(
      (await import('node:zlib'))
        .inflateRawSync(Buffer.from(new URL(url).searchParams.get('SAMLRequest')!, 'base64'))
        .toString('utf8'),
    )![1]!;
    const xml = Buffer.from(unsolicited.SAMLResponse, 'base64')
      .toString('utf8')
      .replace('<samlp:Response ', `<samlp:Response InResponseTo="${requestId}" `);
    const acs = await post({
      acsUrl: unsolicited.acsUrl,
      SAMLResponse: Buffer.from(xml).toString('base64'),
      RelayState: new URL(url).searchParams.get('RelayState')!,
    });
    const location = String(acs.headers.location);
    const res = location.startsWith('/api/')
      ? await app.inject({ url: location, headers: { cookie: browser } })
      : acs;
    expect(res.headers.location).toBe('/auth/login?sso=refused');
    expect(cookieOf(res, 'rampart.session_token')).toBeNull();
  });

  it('junk posted to the ACS is refused without filling the audit log', async () => {
    const { owner, sp } = await samlOrg();
    const before = (await api(owner, 'GET', '/api/audit-events?kind=sign-ins&limit=1')).json().data
      .total as number;
    for (const junk of ['not base64 at all', Buffer.from('<x/>').toString('base64'), '']) {
      const res = await post({ acsUrl: sp.acsUrl, SAMLResponse: junk, RelayState: '' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/^\/auth\/login\?sso=/);
    }
    const after = (await api(owner, 'GET', '/api/audit-events?kind=sign-ins&limit=1')).json().data
      .total as number;
    expect(after).toBe(before);
  });

  it('a response nobody asked for, while IdP-initiated sign-in is off (the default)', async () => {
    const { domain } = await samlOrg();
    const email = `uninvited@${domain}`;
    idp.addAccount({ email });
    const res = await post(await idp.unsolicited(email));
    expect(res.headers.location).toBe('/auth/login?sso=expired');
    expect(cookieOf(res, 'rampart.session_token')).toBeNull();
  });

  it('IdP-initiated, when allowed: signs in at once, and still once per assertion', async () => {
    const { domain } = await samlOrg({ allowIdpInitiated: true });
    const email = `tile@${domain}`;
    idp.addAccount({ email });
    const answer = await idp.unsolicited(email);
    const res = await post(answer);
    expect(res.headers.location).toBe('/dashboard');
    expect((await me(res)).json().data.email).toBe(email);
    expect((await post(answer)).headers.location).toBe('/auth/login?sso=refused');
  });
});
