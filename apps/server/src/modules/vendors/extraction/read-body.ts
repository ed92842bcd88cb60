import { JS_ONLY_NOTE } from './extraction-limits.ts';
import { classifyHeading } from './page-kinds.ts';
import type { PageDocument, PageKind } from '../../../platform/text-extraction/page-document.ts';
import { EMPTY_META } from '../../../platform/text-extraction/page-document.ts';
import { readInIsolation } from '../../../platform/text-extraction/isolated-reading.ts';
import type { HtmlReading } from '../../../platform/text-extraction/read-html.ts';
import type { PageRenderer } from '../../../fetcher/fetch-types.ts';

// From a fetched body to a PageDocument: HTML through the visible-text reader, PDF through
// pdf.js, a JavaScript-only page through the renderer when there is one. Parsing runs in a
// child process bounded in time and memory (isolated-reading.ts): a page that breaks a bound
// is noted as not read.

export type BodyReading = {
  doc: PageDocument | null;
  readAs: PageDocument['readAs'] | 'none';
  note: string | null;
};

export type ReadContext = {
  url: string;
  kind: PageKind;
  fetchedAt: string;
  renderer: PageRenderer | null;
  pdfMaxPages: number;
  jsOnlyMaxWords: number;
  signal?: AbortSignal;
};

const charsetOf = (head: string): string => {
  const m = /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i.exec(head);
  return m?.[1]?.toLowerCase() ?? 'utf-8';
};

export const decodeHtml = (body: Buffer): string => {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf)
    return body.subarray(3).toString('utf8');
  try {
    return new TextDecoder(charsetOf(body.subarray(0, 2048).toString('latin1'))).decode(body);
  } catch {
    return body.toString('utf8');
  }
};

export const isPdf = (contentType: string | null, body: Buffer): boolean =>
  contentType === 'application/pdf' || body.subarray(0, 5).toString('latin1') === '%PDF-';

const isHtml = (contentType: string | null) =>
  contentType === null || /^(?:text\/html|application\/xhtml\+xml)$/.test(contentType);

const words = (text: string) => (text.match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? []).length;

const kindOf = (ctx: ReadContext, reading: Pick<HtmlReading, 'headings' | 'meta'>): PageKind =>
  ctx.kind === 'home'
    ? 'home'
    : (classifyHeading([...reading.headings, reading.meta.title])?.kind ?? ctx.kind);

const document = (ctx: ReadContext, reading: HtmlReading, readAs: PageDocument['readAs']) => ({
  ...reading,
  url: ctx.url,
  kind: kindOf(ctx, reading),
  fetchedAt: ctx.fetchedAt,
  readAs,
});

const readRendered = async (ctx: ReadContext, renderer: PageRenderer): Promise<BodyReading> => {
  try {
    const rendered = await renderer.render(ctx.url, { signal: ctx.signal });
    // A script can take the page to a blob: or data: document of its own making: that is no
    // page of the site, and no fact may carry such a URL as its source.
    if (!/^https?:\/\//i.test(rendered.url)) {
      const scheme = rendered.url.split(':')[0] ?? '';
      const note = `JavaScript-only page: its script left the site for a ${scheme}: document`;
      return { doc: null, readAs: 'none', note };
    }
    const reading = await readInIsolation({ op: 'html', html: rendered.html, url: rendered.url });
    const doc = document({ ...ctx, url: rendered.url }, reading, 'rendered');
    return { doc, readAs: 'rendered', note: null };
  } catch (err) {
    return {
      doc: null,
      readAs: 'none',
      note: `JavaScript-only page: rendering failed (${String(err)})`,
    };
  }
};

export const readBody = async (
  ctx: ReadContext,
  contentType: string | null,
  body: Buffer,
): Promise<BodyReading> => {
  if (isPdf(contentType, body)) {
    try {
      const pdf = await readInIsolation({ op: 'pdf', data: body, maxPages: ctx.pdfMaxPages });
      const blocks = pdf.lines.map((text) => ({ tag: 'p', text, chrome: false, list: null }));
      const headings = pdf.lines.slice(0, 1);
      const meta = { ...EMPTY_META, title: pdf.title };
      const reading: HtmlReading = {
        meta,
        headings,
        text: pdf.lines.join('\n'),
        blocks,
        tables: [],
        links: [],
        images: [],
        organizations: [],
        scripts: 0,
      };
      const note =
        pdf.pagesRead < pdf.pageCount
          ? `PDF: first ${pdf.pagesRead} of ${pdf.pageCount} pages read`
          : null;
      return { doc: document(ctx, reading, 'pdf'), readAs: 'pdf', note };
    } catch (err) {
      return { doc: null, readAs: 'none', note: `PDF could not be read (${String(err)})` };
    }
  }
  if (!isHtml(contentType)) {
    return { doc: null, readAs: 'none', note: `Not a readable document (${contentType})` };
  }
  let reading: HtmlReading;
  try {
    reading = await readInIsolation({ op: 'html', html: decodeHtml(body), url: ctx.url });
  } catch (err) {
    return { doc: null, readAs: 'none', note: `Page could not be read (${String(err)})` };
  }
  if (reading.scripts > 0 && words(reading.text) < ctx.jsOnlyMaxWords) {
    if (ctx.renderer) return readRendered(ctx, ctx.renderer);
    // Its meta tags and JSON-LD are still there to read.
    return { doc: document(ctx, reading, 'html'), readAs: 'html', note: JS_ONLY_NOTE };
  }
  return { doc: document(ctx, reading, 'html'), readAs: 'html', note: null };
};
