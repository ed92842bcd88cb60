import type { IncomingMessage } from 'node:http';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { FetchRefused, type SafeFetcher } from '../../../fetcher/fetch-types.ts';
import { extractVendor, type ExtractionProgress } from './extract-vendor.ts';
import { FALLBACK_DESCRIPTION } from './extraction-limits.ts';
import { fetcherFor, page, serveRoutes, type Reply } from './extraction-test-kit.ts';

// Synthetic sites written here: how the crawl reads a site (robots.txt, sitemap, <base href>,
// redirects, PDFs, bounds) and when it falls back.

const makePdf = (title: string, lines: string[]) =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument({ info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(18).text(title);
    for (const line of lines) doc.fontSize(11).text(line);
    doc.end();
  });

const footer = (links: [string, string][]) =>
  `<footer><ul>${links.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join('')}</ul></footer>`;

const home = (body: string) =>
  page(`<h1>Acme</h1><p>Acme sells widgets to workshops.</p>${body}`, '<title>Acme</title>');

/** A reply built from the origin the request came to (sitemaps list absolute URLs). */
const withOrigin =
  (build: (origin: string) => Reply) =>
  (req: IncomingMessage): Reply =>
    build(`http://${req.headers.host}`);

describe('robots.txt and the sitemap', () => {
  it('does not fetch a disallowed page, records it with a note, and reads the sitemap’s legal pages', async () => {
    const site = await serveRoutes({
      '/robots.txt': {
        type: 'text/plain',
        body: 'User-agent: *\nDisallow: /legal/\n\nSitemap: /site-map.xml\n',
      },
      '/': home(
        footer([
          ['/legal/dpa', 'Data Processing Agreement'],
          ['/privacy', 'Privacy Policy'],
        ]),
      ),
      '/privacy': page('<h1>Privacy Policy</h1><p>How we handle data.</p>'),
      '/site-map.xml': withOrigin((o) => ({
        type: 'application/xml',
        body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${o}/company/security-overview</loc></url><url><loc>${o}/blog/hello</loc></url></urlset>`,
      })),
      '/company/security-overview': page(
        '<h1>Security at Acme</h1><p>We encrypt data at rest.</p>',
      ),
    });
    const result = await extractVendor(site.origin, { fetcher: fetcherFor(site) });

    expect(site.paths).not.toContain('/legal/dpa');
    expect(result.pages).toContainEqual(
      expect.objectContaining({
        url: `${site.origin}/legal/dpa`,
        status: null,
        note: 'Disallowed by robots.txt',
      }),
    );
    expect(result.notes.some((n) => n.includes('Disallowed by robots.txt'))).toBe(true);
    // The link is on the home page, which was read: the DPA is reported, not fetched.
    expect(result.urls.dataProcessingAgreement).toBe(`${site.origin}/legal/dpa`);
    expect(site.paths).toContain('/site-map.xml');
    expect(site.paths).toContain('/company/security-overview');
    expect(site.paths).not.toContain('/blog/hello');
    expect(result.urls.securityPage).toBe(`${site.origin}/company/security-overview`);
  });

  it('reads nothing when robots.txt disallows everything for Rampart’s reader', async () => {
    const site = await serveRoutes({
      '/robots.txt': { type: 'text/plain', body: 'User-agent: RampartVendorReader\nDisallow: /\n' },
      '/': home(''),
    });
    const result = await extractVendor(site.origin, { fetcher: fetcherFor(site) });
    expect(site.paths).toEqual(['/robots.txt']);
    expect(result.fallback).toBe(true);
    expect(result.pages.find((p) => p.kind === 'home')?.note).toBe('Disallowed by robots.txt');
  });
});

describe('links', () => {
  it('resolves links against <base href>', async () => {
    const site = await serveRoutes({
      '/': page(
        `<h1>Acme</h1>${footer([['legal/privacy', 'Privacy Policy']])}`,
        '<title>Acme</title><base href="/docs/">',
      ),
      '/docs/legal/privacy': page('<h1>Privacy Policy</h1>'),
    });
    const result = await extractVendor(site.origin, { fetcher: fetcherFor(site) });
    expect(result.urls.privacyPolicy).toBe(`${site.origin}/docs/legal/privacy`);
    expect(site.paths).toContain('/docs/legal/privacy');
    expect(site.paths).not.toContain('/legal/privacy');
  });

  it('follows redirects and reports the page where they end', async () => {
    const site = await serveRoutes({
      '/': { status: 302, headers: { location: '/en/' } },
      '/en/': home(footer([['/privacy', 'Privacy']])),
      '/privacy': { status: 301, headers: { location: '/legal/privacy-notice' } },
      '/legal/privacy-notice': page('<h1>Privacy Notice</h1><p>What we collect.</p>'),
    });
    const result = await extractVendor(`${site.origin}/`, { fetcher: fetcherFor(site) });
    expect(result.fallback).toBe(false);
    expect(result.name).toBe('Acme');
    expect(result.urls.privacyPolicy).toBe(`${site.origin}/legal/privacy-notice`);
    expect(result.pages.find((p) => p.kind === 'home')?.url).toBe(`${site.origin}/en/`);
  });

  it('reports a page on another host as written without requesting it', async () => {
    const site = await serveRoutes({
      '/': home(
        footer([
          ['https://status.acme.example', 'Status'],
          ['https://acme.trust.example/', 'Trust Center'],
        ]),
      ),
    });
    const fetcher = fetcherFor(site);
    const result = await extractVendor(site.origin, { fetcher });
    expect(result.urls.statusPage).toBe('https://status.acme.example');
    expect(result.urls.trustPage).toBe('https://acme.trust.example/');
    expect(fetcher.asked.every((u) => u.startsWith(site.origin))).toBe(true);
  });

  it('names a page by its own heading, even at an odd path', async () => {
    const site = await serveRoutes({
      '/': home(footer([['/legal/annex-a', 'Annex A']])),
      '/legal': page(`<h1>Legal</h1><a href="/legal/annex-a">Annex A</a>`),
      '/legal/annex-a': page('<h1>Data Processing Addendum</h1><p>Terms for processing.</p>'),
    });
    const result = await extractVendor(site.origin, { fetcher: fetcherFor(site) });
    expect(result.urls.dataProcessingAgreement).toBe(`${site.origin}/legal/annex-a`);
    expect(result.sources['urls.dataProcessingAgreement']).toMatchObject({
      url: `${site.origin}/legal/annex-a`,
      quote: 'Data Processing Addendum',
    });
  });
});

describe('guesses at the usual paths', () => {
  it('report a page found there, not a home page or a "not found" page answered 200', async () => {
    const homeHtml = home('');
    const site = await serveRoutes({
      '/': homeHtml,
      '/security': page('<h1>How we protect your data</h1><p>Encryption everywhere.</p>'),
      '/privacy': homeHtml,
      '/terms': page('<h1>Page not found</h1>', '<title>404</title>'),
    });
    const result = await extractVendor(site.origin, { fetcher: fetcherFor(site) });
    expect(site.paths).toEqual(expect.arrayContaining(['/security', '/privacy', '/terms']));
    expect(result.urls.securityPage).toBe(`${site.origin}/security`);
    expect(result.urls.privacyPolicy).toBeNull();
    expect(result.urls.termsOfService).toBeNull();
    expect(result.pages.find((p) => p.url.endsWith('/privacy'))?.note).toBe(
      'Same content as the home page',
    );
    expect(result.pages.find((p) => p.url.endsWith('/terms'))?.note).toBe('A not-found page');
  });
});

describe('PDF documents', () => {
  it('reads a linked DPA and a SOC 3 report as PDFs on the same host', async () => {
    const dpa = await makePdf('Data Processing Addendum', [
      'This Data Processing Addendum forms part of the agreement between Acme Widgets Ltd and the Customer.',
    ]);
    const soc3 = await makePdf('Acme Widgets Assurance', [
      'Acme Widgets completed a SOC 3 examination; the independent auditor report is attached.',
    ]);
    const site = await serveRoutes({
      '/': home(
        footer([
          ['/files/acme-dpa.pdf', 'DPA (PDF)'],
          ['/files/soc3.pdf', 'SOC 3 (PDF)'],
        ]),
      ),
      '/files/acme-dpa.pdf': { type: 'application/pdf', body: dpa },
      '/files/soc3.pdf': { type: 'application/pdf', body: soc3 },
    });
    const result = await extractVendor(site.origin, { fetcher: fetcherFor(site) });
    expect(result.urls.dataProcessingAgreement).toBe(`${site.origin}/files/acme-dpa.pdf`);
    const pdfs = result.pages.filter((p) => p.readAs === 'pdf');
    expect(pdfs.map((p) => p.url).sort()).toEqual([
      `${site.origin}/files/acme-dpa.pdf`,
      `${site.origin}/files/soc3.pdf`,
    ]);
    expect(pdfs.every((p) => /^[0-9a-f]{64}$/.test(p.contentHash ?? ''))).toBe(true);
    expect(result.certifications).toContain('SOC 3');
    const soc3Claim = result.certificationClaims.find(
      (c) => c.label === 'SOC 3' && c.grade === 'held',
    );
    expect(soc3Claim?.source.url).toBe(`${site.origin}/files/soc3.pdf`);
    expect(soc3Claim?.source.quote).toContain('completed a SOC 3 examination');
  });
});

describe('bounds and progress', () => {
  it('never makes more requests than the page budget, and says what it left', async () => {
    const links: [string, string][] = [
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
      ['/dpa', 'DPA'],
      ['/security', 'Security'],
      ['/sla', 'SLA'],
      ['/trust', 'Trust Center'],
    ];
    const routes = Object.fromEntries(
      links.map(([href, text]) => [href, page(`<h1>${text}</h1>`)]),
    );
    const site = await serveRoutes({ '/': home(footer(links)), ...routes });
    const progress: ExtractionProgress[] = [];
    const result = await extractVendor(
      site.origin,
      { fetcher: fetcherFor(site) },
      { maxPages: 4, onProgress: (p) => void progress.push(p) },
    );
    expect(site.paths).toHaveLength(4);
    expect(result.pages).toHaveLength(4);
    expect(result.notes.some((n) => n.startsWith('Page limit reached (4 pages)'))).toBe(true);
    // Not read, still linked from the home page: reported.
    expect(result.urls.termsOfService).toBe(`${site.origin}/terms`);
    expect(progress.map((p) => p.pagesRead)).toEqual([1, 2, 3, 4]);
    expect(progress.map((p) => p.page)).toEqual(result.pages);
    expect(progress.every((p) => p.pagesPlanned >= p.pagesRead && p.pagesPlanned <= 4)).toBe(true);
  });

  it('stops reading at the time limit', async () => {
    const site = await serveRoutes({
      '/': home(footer([['/privacy', 'Privacy Policy']])),
      '/privacy': () =>
        new Promise<Reply>((resolve) =>
          setTimeout(() => resolve({ body: page('<h1>Privacy Policy</h1>') }), 1_500),
        ),
    });
    // The privacy page answers after 1.5 s; its note says the 400 ms limit stopped the read.
    const result = await extractVendor(
      site.origin,
      { fetcher: fetcherFor(site) },
      { timeLimitMs: 400 },
    );
    expect(result.name).toBe('Acme');
    expect(result.pages.find((p) => p.url.endsWith('/privacy'))?.note).toMatch(
      /Time limit reached/,
    );
  });
});

describe('fallback (spec §8)', () => {
  it('names the vendor from the host when the home page answers 500', async () => {
    const site = await serveRoutes({ '/': { status: 500, body: 'Internal error' } });
    const result = await extractVendor(site.origin, { fetcher: fetcherFor(site) });
    expect(result).toMatchObject({
      name: '127.0.0.1',
      description: FALLBACK_DESCRIPTION,
      category: 'OTHER',
      legalName: '',
      headquarterAddress: '',
      certifications: [],
      fallback: true,
      website: site.origin,
    });
    expect(Object.values(result.urls).every((u) => u === null)).toBe(true);
    expect(result.pages.find((p) => p.kind === 'home')).toMatchObject({
      status: 500,
      note: 'HTTP 500',
    });
  });

  it('names the vendor from the host when the fetcher refuses the site', async () => {
    const asked: string[] = [];
    const refusing: SafeFetcher = {
      fetch: async (url) => {
        asked.push(url);
        throw new FetchRefused('dns', url, 'acme.example does not resolve');
      },
    };
    const result = await extractVendor('acme.example', { fetcher: refusing });
    expect(result).toMatchObject({
      name: 'Acme',
      description: FALLBACK_DESCRIPTION,
      category: 'OTHER',
      fallback: true,
    });
    expect(result.website).toBe('https://acme.example');
    expect(asked).toEqual(['https://acme.example/robots.txt', 'https://acme.example/']);
    expect(result.pages.find((p) => p.kind === 'home')?.note).toMatch(/^Not read \(dns\)/);
  });

  it('does not read a site whose address is not allowed', async () => {
    const site = await serveRoutes({ '/': home('') });
    const result = await extractVendor(site.origin, { fetcher: fetcherFor() });
    expect(site.paths).toEqual([]);
    expect(result.fallback).toBe(true);
    expect(result.pages.find((p) => p.kind === 'home')?.note).toMatch(/^Not read \(address\)/);
  });
});
