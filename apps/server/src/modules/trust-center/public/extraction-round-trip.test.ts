// Issue 24: Rampart's own vendor extraction, pointed at a published trust centre, reads its
// name, legal name, address, certifications, subprocessors and page links exactly. The real app
// serves the page at the root of a TRUST_HOSTS hostname (127.0.0.1 on a port of its own, with a
// built web app beside it, as in production), and the real extractor reads it over HTTP through
// the real SafeFetcher.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as cheerio from 'cheerio';
import { VENDOR_URL_KEYS, type VendorExtraction } from '@rampart/contracts';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../../app.ts';
import { createSafeFetcher } from '../../../fetcher/safe-fetch.ts';
import { TEST_ORIGIN, testConfig } from '../../../testing/app.ts';
import { buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { incomingKit } from '../../incoming-questionnaires/incoming-test-kit.ts';
import { extractVendor } from '../../vendors/extraction/extract-vendor.ts';

const slug = `round-trip-${process.pid}-${Date.now().toString(36)}`;

// The built web app answers every path it does not know with its shell (a title, a script, no
// text): the trust centre's hostname must not pass that off as a page of the organisation's.
const webDir = mkdtempSync(join(tmpdir(), 'rampart-web-'));
writeFileSync(
  join(webDir, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Rampart</title>' +
    '<script type="module" src="/assets/index.js"></script></head>' +
    '<body><div id="root"></div></body></html>',
);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let app: FastifyInstance;
let origin = '';

/** TRUST_HOSTS names the port, so the port is chosen before the app is built; taken, once more. */
const start = async (attemptsLeft = 1): Promise<void> => {
  const port = await freePort();
  const built = await buildApp({
    config: testConfig({ TRUST_HOSTS: `127.0.0.1:${port}=${slug}`, WEB_DIST_DIR: webDir }),
    database: await testDatabase(),
    mailer: null,
  });
  try {
    await built.listen({ port, host: '127.0.0.1' });
  } catch (err) {
    await built.close();
    if (attemptsLeft > 0 && (err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      return start(attemptsLeft - 1);
    }
    throw err;
  }
  app = built;
  origin = `http://127.0.0.1:${port}`;
};

beforeAll(() => start());
afterAll(async () => {
  await app?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const kit = incomingKit(() => app);
const put = async (owner: SignedIn, url: string, body: object) => {
  const res = await app.inject({
    method: 'PUT',
    url,
    headers: { origin: TEST_ORIGIN, cookie: owner.cookie },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const publish = (owner: SignedIn, kind: string, id: string, body: object = {}) =>
  put(owner, `/api/trust-center/items/${kind}/${id}`, { state: 'published', ...body });
const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// Two held certifications published and a third held one unlisted, two subprocessors (one
// with its vendor's purpose and an https site, one with words of its own) and two controls.
const publishTrustCentre = async () => {
  const owner = await buildOrg(app, { organizationName: 'Northwind' });
  await put(owner, '/api/trust-center', {
    slug,
    title: 'Northwind Security',
    legalName: 'Northwind Analytics Ltd',
    address: '12 Quay Road\nDublin D02 XY45, Ireland',
    overview: 'We keep our **customers** safe: encryption, reviews and a tested recovery plan.',
    contactEmail: 'security@northwind.example',
    live: true,
  });
  const certification = (body: object) => kit.data(owner, 'POST', '/api/certifications', body);
  const iso27001 = await certification({
    name: 'ISO/IEC 27001',
    status: 'held',
    issuer: 'BSI',
    number: 'IS 734215',
    scope: 'The Northwind analytics platform',
    issuedOn: iso(-100),
    expiresOn: iso(600),
  });
  const soc2 = await certification({
    name: 'SOC 2 Type II',
    status: 'held',
    issuer: 'Example Audit LLP',
    periodStart: iso(-200),
    periodEnd: iso(-20),
  });
  const pci = await certification({
    name: 'PCI DSS',
    status: 'held',
    issuedOn: iso(-50),
    expiresOn: iso(300),
  });
  await publish(owner, 'certification', iso27001.id);
  await publish(owner, 'certification', soc2.id);
  await put(owner, `/api/trust-center/items/certification/${pci.id}`, { state: 'unlisted' });

  const vendor = (body: object) =>
    kit.data(owner, 'POST', '/api/vendors', { watch: false, ...body });
  const cloud = await vendor({
    name: 'Cloud Host',
    website: 'https://cloudhost.example',
    businessPurpose: 'Hosting',
    contractStart: '2023-06-01',
  });
  const mail = await vendor({ name: 'Mail Relay', businessPurpose: 'Email' });
  await publish(owner, 'subprocessor', cloud.id, { location: 'Ireland' });
  await publish(owner, 'subprocessor', mail.id, {
    publicText: 'Transactional email delivery',
    location: 'Germany',
  });

  const backups = await kit.testedControl(owner, 'Encrypted backups', 'pass');
  const review = await kit.testedControl(owner, 'Quarterly access review', 'fail');
  await publish(owner, 'control', backups.id, { publicText: 'Backups are encrypted at rest.' });
  await publish(owner, 'control', review.id);
};

describe('Rampart’s vendor extraction pointed at a published trust centre', () => {
  let result: VendorExtraction;
  let home = '';

  beforeAll(async () => {
    await publishTrustCentre();
    const fetcher = createSafeFetcher({
      allowPrivateHosts: [new URL(origin).host],
      userAgent: 'RampartVendorReader/1.0 (test)',
      limits: { timeoutMs: 5_000, maxBytes: 12_000_000, maxRedirects: 5 },
    });
    result = await extractVendor(origin, { fetcher });
    home = `${origin}/`;
  });

  it('reads the page itself and takes no other address of the hostname for a page', () => {
    expect(result.fallback).toBe(false);
    expect(result.pages.filter((p) => p.readAs !== 'none').map((p) => p.url)).toEqual([home]);
    expect(result.notes).toEqual([]);
  });

  it('reads the name, the legal name and the address as the page states them', () => {
    expect(result.name).toBe('Northwind Security');
    expect(result.legalName).toBe('Northwind Analytics Ltd');
    expect(result.headquarterAddress).toBe('12 Quay Road, Dublin D02 XY45, Ireland');
    for (const field of ['name', 'legalName', 'headquarterAddress']) {
      expect(result.sources[field]).toMatchObject({ url: home, by: 'rules' });
    }
  });

  it('reads the published certifications as held, and not the unlisted one', () => {
    expect(result.certifications).toEqual(['SOC 2', 'ISO 27001']);
    expect(
      result.certificationClaims.map(({ name, label, framework, grade, source }) => ({
        name,
        label,
        framework,
        grade,
        url: source.url,
      })),
    ).toEqual([
      {
        name: 'ISO/IEC 27001',
        label: 'ISO 27001',
        framework: 'ISO27001',
        grade: 'held',
        url: home,
      },
      { name: 'SOC 2 Type II', label: 'SOC 2', framework: 'SOC2', grade: 'held', url: home },
    ]);
  });

  it('reads both subprocessors with their purpose and location', () => {
    expect(
      result.subprocessors.map(({ name, purpose, location, source }) => ({
        name,
        purpose,
        location,
        url: source.url,
      })),
    ).toEqual([
      { name: 'Cloud Host', purpose: 'Hosting', location: 'Ireland', url: home },
      {
        name: 'Mail Relay',
        purpose: 'Transactional email delivery',
        location: 'Germany',
        url: home,
      },
    ]);
  });

  it('reports the trust centre as the trust page, and no other page the site does not have', () => {
    const none = Object.fromEntries(VENDOR_URL_KEYS.map((k) => [k, null]));
    expect(result.urls).toEqual({ ...none, trustPage: home });
  });

  it('offers security.txt, the contact address and a subprocessor’s site, none of them a page fact', async () => {
    // They are on the page; the extractor has no URL fact for them, and a subprocessor's
    // website is not the organisation's own page.
    const res = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host: new URL(origin).host },
    });
    const $ = cheerio.load(res.body);
    const hrefs = $('a[href]')
      .map((_, a) => $(a).attr('href'))
      .get()
      .filter((href) => !href.startsWith('#'));
    expect(hrefs).toEqual([
      '/',
      'https://cloudhost.example/',
      'mailto:security@northwind.example',
      '/security.txt',
    ]);
    const security = await app.inject({
      method: 'GET',
      url: '/security.txt',
      headers: { host: new URL(origin).host },
    });
    expect(security.body).toMatch(/^Contact: mailto:security@northwind\.example$/m);
  });
});
