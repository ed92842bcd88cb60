import type { PageKind } from '../../../platform/text-extraction/page-document.ts';
import { isSameSite, pageKey, type Site } from './site-urls.ts';

// Which page to read next: pages the site links to before pages its sitemap lists, before
// guesses at the usual paths; hubs (legal, trust) first since they link to the rest.

/** Longer URLs are not read: no legal page needs one, and robots rules cost their length. */
export const MAX_URL_LENGTH = 2_048;

export type PlanSource = 'link' | 'sitemap' | 'probe';
export type Planned = { url: string; kind: PageKind; source: PlanSource };

const SOURCE_RANK: Record<PlanSource, number> = { link: 0, sitemap: 1, probe: 2 };

/** The kinds worth reading, in reading order; 'other' is a linked report (a SOC 3 PDF). */
export const CRAWL_KINDS: readonly PageKind[] = [
  'legal',
  'trust',
  'security',
  'subprocessors',
  'dpa',
  'privacy',
  'terms',
  'baa',
  'sla',
  'about',
  'status',
  'other',
];

/** Where sites usually put each page, tried in rounds (first path of every kind, then the second...). */
export const USUAL_PATHS: Partial<Record<PageKind, readonly string[]>> = {
  legal: ['/legal'],
  trust: ['/trust', '/trust-center'],
  security: ['/security', '/trust/security'],
  privacy: ['/privacy', '/privacy-policy', '/legal/privacy'],
  terms: ['/terms', '/terms-of-service', '/legal/terms'],
  dpa: ['/dpa', '/legal/dpa'],
  subprocessors: ['/subprocessors', '/legal/subprocessors', '/sub-processors'],
  sla: ['/sla', '/legal/sla'],
  baa: ['/baa', '/legal/baa'],
};

export const createCrawlPlan = (site: Site, maxPagesPerKind: number) => {
  const queue: (Planned & { order: number })[] = [];
  const seen = new Set<string>();
  const readPerKind = new Map<PageKind, number>();
  let order = 0;
  const rank = (p: Planned & { order: number }) => [
    SOURCE_RANK[p.source],
    CRAWL_KINDS.indexOf(p.kind),
    p.order,
  ];
  return {
    /** Same-site pages only, each once. */
    add(url: string, kind: PageKind, source: PlanSource): boolean {
      if (url.length > MAX_URL_LENGTH) return false;
      if (!CRAWL_KINDS.includes(kind) || !isSameSite(site, url)) return false;
      const key = pageKey(url);
      if (seen.has(key)) return false;
      seen.add(key);
      queue.push({ url, kind, source, order: order++ });
      return true;
    },
    /** Marks a URL as read (a redirect target), so a later link to it is not read again. */
    markSeen(url: string): boolean {
      const key = pageKey(url);
      const fresh = !seen.has(key);
      seen.add(key);
      return fresh;
    },
    next(): Planned | undefined {
      queue.sort((a, b) => {
        const [x, y] = [rank(a), rank(b)];
        return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
      });
      while (queue.length > 0) {
        const p = queue.shift()!;
        // Documents without a kind (a hub's "Annex A") share a larger allowance.
        const cap = p.kind === 'other' ? maxPagesPerKind * 2 : maxPagesPerKind;
        if ((readPerKind.get(p.kind) ?? 0) < cap) return p;
      }
      return undefined;
    },
    countRead(kind: PageKind): void {
      readPerKind.set(kind, (readPerKind.get(kind) ?? 0) + 1);
    },
    size: () => queue.length,
  };
};

export type CrawlPlan = ReturnType<typeof createCrawlPlan>;

/** Round `round` of guesses for the kinds nothing has pointed to yet. */
export const probeRound = (origin: string, round: number, found: Set<PageKind>): Planned[] =>
  CRAWL_KINDS.flatMap((kind) => {
    const path = USUAL_PATHS[kind]?.[round];
    return path && !found.has(kind)
      ? [{ url: new URL(path, origin).href, kind, source: 'probe' }]
      : [];
  });
