import type { FetchedPage } from '@rampart/contracts';
import type { PageRenderer } from '../../../fetcher/fetch-types.ts';
import { findCertificationNames } from '@rampart/domain';
import { createCrawlPlan, probeRound, USUAL_PATHS, type Planned } from './crawl-plan.ts';
import { pageFrom, sha256, type CrawlSession, type CrawlLimits } from './crawl-session.ts';
import { classifyLink } from './page-kinds.ts';
import type { PageDocument, PageKind } from '../../../platform/text-extraction/page-document.ts';
import { readBody } from './read-body.ts';
import { createRobotsCache } from './robots.ts';
import { readSitemaps } from './sitemap.ts';
import { isSameSite, pageKey, siteOf, widenSite, type Site } from './site-urls.ts';

// The crawl: robots.txt, the home page, the sitemap, then the legal and trust pages the site
// links to, then the usual paths for what is still missing, all within the session's bounds.

export type CrawlResult = {
  site: Site;
  home: PageDocument | null;
  docs: PageDocument[];
  /** Same-site URLs (requested or final) answered with an error status. */
  broken: Set<string>;
  /** Requested URL → final URL, for pages that redirected. */
  finalUrl: Map<string, string>;
  /** Pages found at a usual path rather than through a link: their path says what they are. */
  probed: Set<string>;
};

const HTML_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,application/pdf;q=0.8,*/*;q=0.1';
const DISALLOWED = 'Disallowed by robots.txt';

const NOT_FOUND =
  /\bnot found\b|\b404\b|\bpage (?:does not|doesn['’]t) exist\b|\bcan(?:not|['’]t) find\b/i;

/** A "page not found" answered 200, or the home page answered for any path. */
const softNotFound = (doc: PageDocument, hash: string | null, homeHash: string | null) => {
  if (NOT_FOUND.test([...doc.headings, doc.meta.title].join(' '))) return 'A not-found page';
  return hash !== null && hash === homeHash ? 'Same content as the home page' : null;
};

export const crawlSite = async (
  start: URL,
  session: CrawlSession,
  limits: CrawlLimits,
  renderer: PageRenderer | null,
): Promise<CrawlResult> => {
  const site = siteOf(start.href);
  const plan = createCrawlPlan(site, limits.maxPagesPerKind);
  const result: CrawlResult = {
    site,
    home: null,
    docs: [],
    broken: new Set(),
    finalUrl: new Map(),
    probed: new Set(),
  };
  const found = new Set<PageKind>();
  let homeHash: string | null = null;

  const record = (page: Omit<FetchedPage, 'kind'>, kind: PageKind) => {
    session.setPlanned(plan.size());
    return session.record({ ...page, kind });
  };

  const robotsFor = createRobotsCache(session, (page) => record(page, 'robots'));

  const learnLinks = (doc: PageDocument) => {
    // A legal or trust hub lists documents whatever their names ("Annex A"): read those too.
    const hub = doc.kind === 'legal' || doc.kind === 'trust';
    for (const link of doc.links) {
      const c = classifyLink(link.url, link.text);
      if (c?.key || c?.kind === 'legal') found.add(c.kind);
      const pdf = /\.pdf$/i.test(new URL(link.url).pathname);
      if (c && (!pdf || c.key)) plan.add(link.url, c.kind, 'link');
      // A linked report ("SOC 3 report (PDF)") is read for its claims.
      else if (pdf && findCertificationNames(link.text).length > 0)
        plan.add(link.url, 'other', 'link');
      else if (hub && !c && !link.chrome) plan.add(link.url, 'other', 'link');
    }
  };

  const readPage = async (p: Planned): Promise<PageDocument | null> => {
    if (!(await robotsFor(p.url)).isAllowed(p.url)) {
      // A guess at a usual path is not worth a line; a page the site links to is.
      if (p.source !== 'probe') {
        session.notes.push(`${p.url}: ${DISALLOWED}`);
        const at = session.now().toISOString();
        await record(
          {
            url: p.url,
            status: null,
            fetchedAt: at,
            contentHash: null,
            bytes: 0,
            readAs: 'none',
            note: DISALLOWED,
          },
          p.kind,
        );
      }
      return null;
    }
    const pdf = /\.pdf$/i.test(new URL(p.url).pathname);
    const got = await session.fetch(
      p.url,
      HTML_ACCEPT,
      pdf ? limits.maxPdfBytes : limits.maxHtmlBytes,
    );
    if (!got.ok) {
      if (got.reason !== 'limit') await record(got.page, p.kind);
      return null;
    }
    const { resource } = got;
    if (resource.url !== p.url) result.finalUrl.set(pageKey(p.url), resource.url);
    if (resource.status < 200 || resource.status >= 300) {
      result.broken.add(pageKey(p.url)).add(pageKey(resource.url));
      await record(pageFrom(resource, 'none', null, `HTTP ${resource.status}`), p.kind);
      return null;
    }
    if (p.kind === 'home') widenSite(site, resource.url);
    else if (resource.url !== p.url && !plan.markSeen(resource.url)) {
      await record(pageFrom(resource, 'none', null, 'Redirects to a page already planned'), p.kind);
      return null;
    }
    const read = await readBody(
      {
        url: resource.url,
        kind: p.kind,
        fetchedAt: resource.fetchedAt.toISOString(),
        renderer,
        pdfMaxPages: limits.pdfMaxPages,
        jsOnlyMaxWords: limits.jsOnlyMaxWords,
        signal: session.signal,
      },
      resource.contentType,
      resource.body,
    );
    const kind = read.doc?.kind ?? p.kind;
    const hash = read.doc ? sha256(read.doc.text) : null;
    const soft404 = p.kind !== 'home' && read.doc && softNotFound(read.doc, hash, homeHash);
    await record(
      {
        ...pageFrom(resource, read.readAs, hash, soft404 || read.note),
        url: read.doc?.url ?? resource.url,
      },
      kind,
    );
    if (!read.doc) return null;
    if (soft404) {
      result.broken.add(pageKey(p.url)).add(pageKey(resource.url));
      return null;
    }
    if (p.kind === 'home') homeHash = hash;
    if (p.source === 'probe') result.probed.add(pageKey(read.doc.url));
    result.docs.push(read.doc);
    found.add(kind);
    plan.countRead(p.kind);
    if (isSameSite(site, read.doc.url)) learnLinks(read.doc);
    return read.doc;
  };

  plan.markSeen(start.href);
  result.home = await readPage({ url: start.href, kind: 'home', source: 'link' });
  if (!result.home) return result;
  const origin = new URL(result.home.url).origin;
  const sitemapPages = await readSitemaps(
    session,
    await robotsFor(result.home.url),
    {
      origin,
      site,
      maxSitemaps: limits.maxSitemaps,
      maxBytes: limits.maxSitemapBytes,
      maxUrls: limits.maxSitemapUrls,
    },
    (page) => record(page, 'sitemap'),
  );
  for (const page of sitemapPages) {
    const c = classifyLink(page, '');
    if (c) plan.add(page, c.kind, 'sitemap');
  }

  const rounds = Math.max(...Object.values(USUAL_PATHS).map((paths) => paths.length));
  for (let round = 0; round <= rounds; round++) {
    for (let next = plan.next(); next && !session.stopReason(); next = plan.next()) {
      await readPage(next);
    }
    if (session.stopReason() || round === rounds) break;
    for (const probe of probeRound(origin, round, found)) plan.add(probe.url, probe.kind, 'probe');
  }
  const stop = session.stopReason();
  if (stop && plan.size() > 0) session.notes.push(`${stop}: ${plan.size()} planned pages not read`);
  return result;
};
