// The trust centre (issue 24): set up by those who manage the organisation, read by the team,
// and a public page that shows only published items whose records stand today, of its own
// organisation, cached by ETag; drafts only in the team's preview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as cheerio from 'cheerio';
import type { Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { TEST_ORIGIN, testConfig } from '../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { incomingKit } from '../incoming-questionnaires/incoming-test-kit.ts';
import { watchTrustCenters } from './trust-center-jobs.ts';

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  app = await buildApp({
    config: testConfig({ TRUST_HOSTS: 'trust.hosted.test=hosted-trust' }),
    database,
    mailer: null,
  });
});
afterAll(async () => {
  await app.close();
});

const kit = incomingKit(() => app);
const call = (who: SignedIn | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let seq = 0;
const slugFor = (name: string) => `${name}-${process.pid}-${++seq}`;

const setUp = async (owner: SignedIn, slug: string, live = true) => {
  const res = await call(owner, 'PUT', '/api/trust-center', {
    slug,
    title: 'Acme Security',
    legalName: 'Acme Ltd',
    overview: 'We take **security** seriously.',
    contactEmail: 'security@acme.test',
    live,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const put = async (owner: SignedIn, kind: string, id: string, body: object) => {
  const res = await call(owner, 'PUT', `/api/trust-center/items/${kind}/${id}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const visit = async (slug: string, who: SignedIn | null = null, query = '') => {
  const res = await call(who, 'GET', `/trust/${slug}${query}`);
  return { res, $: cheerio.load(res.body) };
};

describe('trust centre', () => {
  it('publishes only what is published and still stands, and the preview shows drafts', async () => {
    const owner = await buildOrg(app, { organizationName: 'Acme' });
    const before = await call(owner, 'GET', '/api/trust-center');
    expect(before.json().data).toMatchObject({
      settings: null,
      suggestedSlug: 'acme',
      abilities: { manage: true },
    });
    const slug = slugFor('acme');
    const settings = await setUp(owner, slug);
    expect(settings.url).toMatch(new RegExp(`/trust/${slug}$`));

    const iso27001 = await kit.data(owner, 'POST', '/api/certifications', {
      name: 'ISO/IEC 27001',
      status: 'held',
      issuer: 'BSI',
      issuedOn: iso(-100),
      expiresOn: iso(600),
    });
    const lapsed = await kit.data(owner, 'POST', '/api/certifications', {
      name: 'PCI DSS',
      status: 'held',
      issuedOn: iso(-800),
      expiresOn: iso(-10),
    });
    const unlisted = await kit.data(owner, 'POST', '/api/certifications', {
      name: 'SOC 2 Type II',
      status: 'held',
      periodStart: iso(-200),
      periodEnd: iso(-20),
    });
    const passing = await kit.testedControl(owner, 'Encrypted backups', 'pass');
    const failing = await kit.testedControl(owner, 'Quarterly access review', 'fail');
    const draftControl = await kit.testedControl(owner, 'Vulnerability scanning', 'pass');

    await put(owner, 'certification', iso27001.id, { state: 'published' });
    const held = await put(owner, 'certification', lapsed.id, { state: 'published' });
    expect(held).toMatchObject({ state: 'published', stands: false });
    expect(held.standing).toMatch(/^Held back: it has expired/);
    const shown = await put(owner, 'control', passing.id, {
      state: 'published',
      publicText: 'Backups are encrypted and restored each quarter.',
    });
    expect(shown).toMatchObject({ stands: true, standing: expect.stringMatching(/^In place/) });
    await put(owner, 'control', failing.id, { state: 'published' });
    await put(owner, 'control', draftControl.id, { state: 'draft' });

    const { res, $ } = await visit(slug);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect($('h1').text()).toContain('Acme Security');
    const text = $('main').text();
    expect(text).toContain('ISO/IEC 27001');
    expect(text).not.toContain('PCI DSS');
    expect(text).not.toContain(unlisted.name);
    expect(text).toContain('Backups are encrypted and restored each quarter.');
    expect(text).toContain('Quarterly access review');
    expect(text).not.toContain('Vulnerability scanning');
    // A failing control is never "in place".
    const review = $('li, article, div')
      .filter((_, el) => $(el).children().text().includes('Quarterly access review'))
      .last()
      .text();
    expect(review).not.toMatch(/In place/);
    const ld = JSON.parse($('script[type="application/ld+json"]').text());
    expect(ld).toMatchObject({
      '@type': 'Organization',
      name: 'Acme Security',
      legalName: 'Acme Ltd',
    });

    // Cached by its bytes: the same page again is a 304.
    const etag = String(res.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: `/trust/${slug}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    // The preview: drafts, marked, for the team only; never cached.
    const preview = await visit(slug, owner, '?preview=1');
    expect(preview.$('main').text()).toContain('Vulnerability scanning');
    expect(preview.res.headers['cache-control']).toBe('no-store');
    expect(preview.$('meta[name="robots"]').attr('content')).toMatch(/noindex/);
    const outsider = await buildOrg(app);
    const theirs = await visit(slug, outsider, '?preview=1');
    expect(theirs.$('main').text()).not.toContain('Vulnerability scanning');
    const anonymous = await visit(slug, null, '?preview=1');
    expect(anonymous.$('main').text()).not.toContain('Vulnerability scanning');

    // Taken off the page, it is gone.
    await put(owner, 'certification', iso27001.id, { state: 'unlisted' });
    expect((await visit(slug)).$('main').text()).not.toContain('ISO/IEC 27001');

    // security.txt (RFC 9116) and llms.txt.
    const securityTxt = await call(null, 'GET', `/trust/${slug}/security.txt`);
    expect(securityTxt.statusCode).toBe(200);
    expect(securityTxt.body).toMatch(/^Contact: mailto:security@acme\.test$/m);
    expect(securityTxt.body).toMatch(/^Expires: \d{4}-\d\d-\d\dT00:00:00Z$/m);
    const llms = await call(null, 'GET', `/trust/${slug}/llms.txt`);
    expect(llms.body.startsWith('# Acme Security')).toBe(true);
  });

  it('a page switched off, and one that does not exist, answer the same 404', async () => {
    const owner = await buildOrg(app);
    const slug = slugFor('quiet');
    await setUp(owner, slug, false);
    const off = await visit(slug);
    const none = await visit(slugFor('nobody'));
    expect(off.res.statusCode).toBe(404);
    expect(none.res.statusCode).toBe(404);
    expect(off.res.body).toBe(none.res.body);
    expect((await call(null, 'GET', `/trust/${slug}/security.txt`)).statusCode).toBe(404);
    // The team still previews it.
    expect((await visit(slug, owner, '?preview=1')).res.statusCode).toBe(200);
    expect((await visit('Bad_Slug')).res.statusCode).toBe(404);
  });

  it('a slug is one organisation’s, and each field is checked by name', async () => {
    const first = await buildOrg(app);
    const second = await buildOrg(app);
    const slug = slugFor('taken');
    await setUp(first, slug);
    const clash = await call(second, 'PUT', '/api/trust-center', {
      slug,
      title: 'Other',
      legalName: '',
      overview: '',
      contactEmail: '',
      live: true,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.details[0].field).toBe('slug');
    const bad = await call(second, 'PUT', '/api/trust-center', {
      slug: '-x',
      title: '',
      legalName: '',
      overview: '',
      contactEmail: 'not-an-email',
      live: true,
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['slug', 'title', 'contactEmail']));
    expect((await call(second, 'GET', '/api/trust-center')).json().data.settings).toBeNull();
  });

  it('read by the team, changed only by those who manage the organisation', async () => {
    const owner = await buildOrg(app);
    const auditor = await buildMember(app, owner, 'auditor');
    const slug = slugFor('roles');
    await setUp(owner, slug);
    const read = await call(auditor, 'GET', '/api/trust-center');
    expect(read.statusCode).toBe(200);
    expect(read.json().data.abilities.manage).toBe(false);
    const items = await call(auditor, 'GET', '/api/trust-center/items');
    expect(items.statusCode).toBe(200);
    const refused = await call(auditor, 'PUT', '/api/trust-center', {
      slug,
      title: 'Mine now',
      legalName: '',
      overview: '',
      contactEmail: '',
      live: true,
    });
    expect(refused.statusCode).toBe(403);
    // Another organisation's record is not a record here.
    const other = await buildOrg(app);
    const cert = await kit.data(other, 'POST', '/api/certifications', {
      name: 'ISO/IEC 27701',
      status: 'held',
    });
    const foreign = await call(owner, 'PUT', `/api/trust-center/items/certification/${cert.id}`, {
      state: 'published',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('a hostname named in TRUST_HOSTS shows its trust centre at its root', async () => {
    const owner = await buildOrg(app);
    await setUp(owner, 'hosted-trust');
    const root = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'trust.hosted.test' },
    });
    expect(root.statusCode).toBe(200);
    expect(cheerio.load(root.body)('h1').text()).toContain('Acme Security');
    const wellKnown = await app.inject({
      method: 'GET',
      url: '/.well-known/security.txt',
      headers: { host: 'trust.hosted.test' },
    });
    expect(wellKnown.body).toMatch(/^Canonical: https:\/\/trust\.hosted\.test\/security\.txt$/m);
  });

  it('tells the owners and admins once when a published item stops holding', async () => {
    const owner = await buildOrg(app);
    const admin = await buildMember(app, owner, 'admin');
    await setUp(owner, slugFor('watch'));
    const cert = await kit.data(owner, 'POST', '/api/certifications', {
      name: 'Cyber Essentials Plus',
      status: 'held',
      expiresOn: iso(200),
    });
    await put(owner, 'certification', cert.id, { state: 'published' });
    const heldBack = async (who: SignedIn) =>
      (await kit.data(who, 'GET', '/api/notifications?limit=50')).items.filter(
        (n: { kind: string }) => n.kind === 'trust_held_back',
      );
    await watchTrustCenters(database.db, new Date());
    expect(await heldBack(owner)).toHaveLength(0);

    await kit.data(owner, 'PATCH', `/api/certifications/${cert.id}`, { status: 'withdrawn' });
    expect(await watchTrustCenters(database.db, new Date())).toBeGreaterThanOrEqual(2);
    const told = await heldBack(admin);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: 'The trust centre no longer shows “Cyber Essentials Plus”',
      link: '/dashboard/trust-center',
    });
    expect(await heldBack(owner)).toHaveLength(1);
    // Once per change: the next watch says nothing new.
    await watchTrustCenters(database.db, new Date());
    expect(await heldBack(owner)).toHaveLength(1);
    const summary = (await kit.data(owner, 'GET', '/api/trust-center')).counts;
    expect(summary).toEqual({ published: 0, heldBack: 1, pendingRequests: 0, subscribers: 0 });
  });
});
