import { load, type CheerioAPI } from 'cheerio';
import { inlineText, isChrome, walkBlocks, type DomNode } from './html-blocks.ts';
import { readOrganizations } from './json-ld.ts';
import type { PageDocument, PageLink, PageMeta } from './page-document.ts';
import { squash } from './page-document.ts';
import { removeHiddenContent } from './visible-dom.ts';

export type HtmlReading = Omit<PageDocument, 'url' | 'kind' | 'fetchedAt' | 'readAs'>;

const meta = ($: CheerioAPI, attr: 'name' | 'property', value: string): string =>
  squash($(`meta[${attr}="${value}" i]`).first().attr('content') ?? '');

const readMeta = ($: CheerioAPI): PageMeta => ({
  title: squash($('title').first().text()),
  siteName: meta($, 'property', 'og:site_name') || meta($, 'name', 'og:site_name'),
  description: meta($, 'name', 'description'),
  ogDescription: meta($, 'property', 'og:description') || meta($, 'name', 'og:description'),
  applicationName: meta($, 'name', 'application-name'),
});

const absolute = (href: string, base: string): string | null => {
  try {
    const url = new URL(href, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
};

/** Links resolve against <base href> when the page has one (itself resolved against the page). */
const baseUrl = ($: CheerioAPI, pageUrl: string): string => {
  const href = $('base[href]').first().attr('href');
  return (href && absolute(href.trim(), pageUrl)) || pageUrl;
};

const readLinks = ($: CheerioAPI, base: string): PageLink[] =>
  $('a[href], area[href]')
    .toArray()
    .flatMap((el) => {
      const written = ($(el).attr('href') ?? '').trim();
      // "#privacy" stays on this page: it names no other page.
      if (written.startsWith('#')) return [];
      const url = absolute(written, base);
      if (!url) return [];
      const node = el as unknown as DomNode;
      const text =
        inlineText(node) ||
        squash($(el).attr('aria-label') ?? '') ||
        squash($(el).attr('title') ?? '') ||
        squash($(el).find('img[alt]').first().attr('alt') ?? '');
      const chrome = $(el)
        .parents()
        .toArray()
        .some((p) => isChrome(p as unknown as DomNode));
      return [{ url, written, text, chrome }];
    });

const isExecutable = (type: string | undefined) =>
  !type || /^(?:text|application)\/(?:javascript|ecmascript)$|^module$/i.test(type.trim());

/** Reads what a visitor sees: hidden elements and comments are gone before any text is taken. */
export const readHtml = (html: string, pageUrl: string): HtmlReading => {
  const $ = load(html);
  const jsonLd = $('script[type="application/ld+json" i]')
    .toArray()
    .map((el) => $(el).text());
  const scripts = $('script')
    .toArray()
    .filter((el) => isExecutable($(el).attr('type'))).length;
  const pageMeta = readMeta($);
  const base = baseUrl($, pageUrl);
  removeHiddenContent($);
  const { blocks, tables } = walkBlocks($.root()[0] as unknown as DomNode);
  return {
    meta: pageMeta,
    headings: blocks.filter((b) => b.tag === 'h1').map((b) => b.text),
    text: blocks.map((b) => b.text).join('\n'),
    blocks,
    tables,
    links: readLinks($, base),
    images: $('img[alt]')
      .toArray()
      .map((el) => ({ alt: squash($(el).attr('alt') ?? ''), src: $(el).attr('src') ?? '' }))
      .filter((i) => i.alt),
    organizations: readOrganizations(jsonLd),
    scripts,
  };
};
