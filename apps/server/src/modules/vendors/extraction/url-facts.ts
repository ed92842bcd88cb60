import { VENDOR_URL_KEYS, type VendorUrlKey } from '@rampart/contracts';
import { ruleSource } from './certifications.ts';
import type { CrawlResult } from './crawl-site.ts';
import type { Fact } from './legal-name.ts';
import { classifyHeading, classifyLink } from './page-kinds.ts';
import type { PageDocument, PageLink } from '../../../platform/text-extraction/page-document.ts';
import { baseDomain, isSameSite, pageKey } from './site-urls.ts';

// Each VendorInfo URL from the evidence for it: a link's anchor text or path, or a page read
// whose own heading says what it is. Same-site URLs are reported as finally answered (after
// redirects); a link to another host as written, without reading it. A same-site page that
// answered with an error is no evidence.

type Candidate = Fact & { key: VendorUrlKey; score: number; order: number };

/** A page confirmed by its own heading outranks a link that only names it. */
const CONFIRMED_BONUS = 1;
/** Between equals, the page at the usual path (/security) beats a product page (/product/security). */
const USUAL_PATH_BONUS = 0.5;

const pathBonus = (url: string, key: VendorUrlKey) =>
  classifyLink(url, '')?.key === key ? USUAL_PATH_BONUS : 0;

const reported = (crawl: CrawlResult, link: PageLink): string => {
  if (!isSameSite(crawl.site, link.url)) {
    return /^https?:\/\//i.test(link.written) ? link.written : link.url;
  }
  return crawl.finalUrl.get(pageKey(link.url)) ?? link.url;
};

/**
 * Another host counts when the home page links it (a trust portal, a status page) or when it
 * is a subdomain of the vendor's own domain; a privacy page's link to a provider's policy is
 * not the vendor's policy.
 */
const trustedOtherHost = (crawl: CrawlResult, doc: PageDocument, url: string): boolean => {
  if (doc.kind === 'home') return true;
  const host = new URL(url).hostname;
  return [...crawl.site.hosts].some((h) => baseDomain(h.split(':')[0] ?? h) === baseDomain(host));
};

export const readUrls = (
  crawl: CrawlResult,
): { urls: Record<VendorUrlKey, string | null>; facts: Partial<Record<VendorUrlKey, Fact>> } => {
  const candidates: Candidate[] = [];
  let order = 0;
  for (const doc of crawl.docs) {
    for (const link of doc.links) {
      const c = classifyLink(link.url, link.text);
      if (!c?.key) continue;
      const sameSite = isSameSite(crawl.site, link.url);
      if (sameSite && crawl.broken.has(pageKey(link.url))) continue;
      if (!sameSite && !trustedOtherHost(crawl, doc, link.url)) continue;
      const quote = link.text && doc.text.includes(link.text) ? link.text : link.written;
      candidates.push({
        key: c.key,
        score: c.score + pathBonus(link.url, c.key),
        order: order++,
        value: reported(crawl, link),
        source: ruleSource(doc, quote),
      });
    }
    if (doc.kind === 'home' || !isSameSite(crawl.site, doc.url)) continue;
    const titles = [...doc.headings, doc.meta.title].filter(Boolean);
    const own = classifyHeading(titles);
    // A page at a usual path whose heading does not name it ("How we protect your data" at
    // /security) is still that page: the path was guessed because nothing else pointed to it.
    const byPath = classifyLink(doc.url, '');
    if (!own?.key && byPath?.key && crawl.probed.has(pageKey(doc.url))) {
      candidates.push({
        key: byPath.key,
        score: byPath.score,
        order: order++,
        value: doc.url,
        source: ruleSource(doc, titles[0] ?? doc.text.split('\n')[0] ?? ''),
      });
    }
    if (own?.key) {
      const quote = titles.find((t) => classifyHeading([t])) ?? titles[0]!;
      candidates.push({
        key: own.key,
        score: own.score + CONFIRMED_BONUS + pathBonus(doc.url, own.key),
        order: order++,
        value: doc.url,
        source: ruleSource(doc, quote),
      });
    }
  }
  const urls = Object.fromEntries(VENDOR_URL_KEYS.map((k) => [k, null])) as Record<
    VendorUrlKey,
    string | null
  >;
  const facts: Partial<Record<VendorUrlKey, Fact>> = {};
  for (const key of VENDOR_URL_KEYS) {
    const best = candidates
      .filter((c) => c.key === key)
      .sort((a, b) => b.score - a.score || a.order - b.order)[0];
    if (!best) continue;
    urls[key] = best.value;
    facts[key] = { value: best.value, source: best.source };
  }
  return { urls, facts };
};
