import type { FetchedPage } from '@rampart/contracts';
import { pageFrom, sha256, type CrawlSession } from './crawl-session.ts';
import { readInIsolation } from '../../../platform/text-extraction/isolated-reading.ts';
import type { RobotsRules } from './robots.ts';
import { isSameSite, type Site } from './site-urls.ts';

// A sitemap lists pages a site wants found: the reader takes the legal and trust ones among
// them. A sitemap index lists further sitemaps.

type SitemapBounds = {
  origin: string;
  site: Site;
  maxSitemaps: number;
  maxBytes: number;
  maxUrls: number;
};

/**
 * The pages the site's sitemaps list: those robots.txt names on this site, else /sitemap.xml,
 * and the sitemaps an index lists, up to maxSitemaps files. Compressed sitemaps are skipped.
 */
export const readSitemaps = async (
  session: CrawlSession,
  rules: RobotsRules,
  bounds: SitemapBounds,
  record: (page: Omit<FetchedPage, 'kind'>) => Promise<void>,
): Promise<string[]> => {
  const pages: string[] = [];
  const queue = rules.sitemaps.filter((u) => isSameSite(bounds.site, u));
  if (queue.length === 0) queue.push(`${bounds.origin}/sitemap.xml`);
  for (let n = 0; n < bounds.maxSitemaps && queue.length > 0; n++) {
    const url = queue.shift()!;
    if (!rules.isAllowed(url) || /\.gz$/i.test(url)) continue;
    const got = await session.fetch(url, 'application/xml,text/xml;q=0.9', bounds.maxBytes);
    if (!got.ok) {
      if (got.reason !== 'limit') await record(got.page);
      continue;
    }
    const { resource } = got;
    const xml = resource.body.toString('utf8');
    const ok = resource.status >= 200 && resource.status < 300;
    await record(
      pageFrom(resource, 'none', ok ? sha256(xml) : null, ok ? null : `HTTP ${resource.status}`),
    );
    if (!ok) continue;
    let sitemap;
    try {
      sitemap = await readInIsolation({ op: 'sitemap', xml, maxUrls: bounds.maxUrls });
    } catch (err) {
      session.notes.push(`${resource.url}: sitemap not read (${String(err)})`);
      continue;
    }
    queue.push(...sitemap.sitemaps.filter((u) => isSameSite(bounds.site, u)));
    pages.push(...sitemap.pages.filter((u) => isSameSite(bounds.site, u)));
  }
  return pages;
};
