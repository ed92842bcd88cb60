import type { FetchedPage } from '@rampart/contracts';
import robotsParser from 'robots-parser';
import { pageFrom, sha256, type CrawlSession, type NotFetchedReason } from './crawl-session.ts';

// robots.txt as RFC 9309 reads it: a missing file (4xx) allows everything; a file that could
// not be read (5xx, network) disallows everything, since the site may be saying "not now".

/**
 * The product token Rampart's reader answers to in robots.txt groups: the one of its User-Agent
 * (modules/vendors/vendor-reader.ts); a site without a group for it gets the "*" group.
 */
export const ROBOTS_AGENT = 'RampartVendorReader';

export type RobotsRules = {
  isAllowed(url: string): boolean;
  /** Sitemap: lines, absolute. */
  sitemaps: string[];
};

export const ALLOW_ALL: RobotsRules = { isAllowed: () => true, sitemaps: [] };
export const DISALLOW_ALL: RobotsRules = { isAllowed: () => false, sitemaps: [] };

/**
 * Rules applied at most: each is matched against every URL, at a cost of the URL's length per
 * `*`, so a 500 KB file of wildcards would hold the server for seconds per page. A file with
 * more is read as "do not crawl", which is what such a file most likely means anyway.
 */
export const MAX_ROBOTS_RULES = 5_000;
const RULE_LINE = /^[ \t]*(?:dis)?allow[ \t]*:/gim;

export const parseRobots = (robotsUrl: string, body: string): RobotsRules => {
  if ((body.match(RULE_LINE)?.length ?? 0) > MAX_ROBOTS_RULES) return DISALLOW_ALL;
  // "**" matches what "*" matches: runs are one wildcard, matched once.
  const robots = robotsParser(robotsUrl, body.replace(/\*{2,}/g, '*'));
  return {
    // undefined: another origin, which this file does not govern.
    isAllowed: (url) => robots.isAllowed(url, ROBOTS_AGENT) !== false,
    // "Sitemap: /sitemap.xml" is relative to robots.txt.
    sitemaps: robots.getSitemaps().flatMap((s) => {
      try {
        return [new URL(s, robotsUrl).href];
      } catch {
        return [];
      }
    }),
  };
};

export const robotsFromStatus = (robotsUrl: string, status: number, body: string): RobotsRules => {
  if (status >= 200 && status < 300) return parseRobots(robotsUrl, body);
  if (status >= 400 && status < 500) return ALLOW_ALL;
  return DISALLOW_ALL;
};

const UNREACHABLE = new Set<NotFetchedReason>(['network', 'timeout', 'error']);

/** robots.txt fetched once per origin, each fetch recorded as a page. */
export const createRobotsCache = (
  session: CrawlSession,
  record: (page: Omit<FetchedPage, 'kind'>) => Promise<void>,
) => {
  const byOrigin = new Map<string, RobotsRules>();
  return async (url: string): Promise<RobotsRules> => {
    const origin = new URL(url).origin;
    const known = byOrigin.get(origin);
    if (known) return known;
    const robotsUrl = `${origin}/robots.txt`;
    const got = await session.fetch(robotsUrl, 'text/plain', 500_000);
    if (!got.ok) {
      // Unreachable (RFC 9309): read nothing. Refused by Rampart itself: the page request
      // that follows is refused the same way and says why.
      const rules = UNREACHABLE.has(got.reason) ? DISALLOW_ALL : ALLOW_ALL;
      byOrigin.set(origin, rules);
      await record(got.page);
      return rules;
    }
    const { resource } = got;
    const text = resource.body.toString('utf8');
    const rules = robotsFromStatus(robotsUrl, resource.status, text);
    byOrigin.set(origin, rules);
    const ok = resource.status >= 200 && resource.status < 300;
    const note =
      resource.status >= 500
        ? 'robots.txt unavailable: the site is not read'
        : ok && rules === DISALLOW_ALL
          ? `robots.txt has more than ${MAX_ROBOTS_RULES} rules: the site is not read`
          : null;
    await record(pageFrom(resource, 'none', ok ? sha256(text) : null, note));
    return rules;
  };
};
