import { load } from 'cheerio';

// A sitemap's <loc> entries: pages (<url>) or further sitemaps (<sitemap>), absolute http(s).

export type SitemapReading = { pages: string[]; sitemaps: string[] };

export const parseSitemap = (xml: string, maxUrls: number): SitemapReading => {
  const $ = load(xml, { xml: true });
  const locs = (selector: string) =>
    $(selector)
      .toArray()
      .map((el) => $(el).text().trim())
      .filter((u) => /^https?:\/\//i.test(u))
      .slice(0, maxUrls);
  return { pages: locs('url > loc'), sitemaps: locs('sitemap > loc') };
};
