import type { CertificationGrade, FetchedPage, VendorExtraction } from '@rampart/contracts';
import type { PageRenderer, SafeFetcher } from '../../../fetcher/fetch-types.ts';
import { crawlSite } from './crawl-site.ts';
import { createSession, type CrawlLimits } from './crawl-session.ts';
import { EXTRACTION_LIMITS } from './extraction-limits.ts';
import { fallbackExtraction } from './fallback.ts';
import { runModelPass } from './model-pass.ts';
import type { PageDocument } from '../../../platform/text-extraction/page-document.ts';
import { readRuleFacts } from './rule-facts.ts';
import { normalizeStartUrl } from './site-urls.ts';

// Reads a vendor's own pages and answers VendorInfo, each fact with the page, the time and
// the words it rests on. The pages are untrusted text: nothing in them is followed, and a
// model's answers are kept only where their quotes are found.

export { EXTRACTION_LIMITS } from './extraction-limits.ts';

export type ExtractionProgress = { page: FetchedPage; pagesRead: number; pagesPlanned: number };

export type ModelFact = {
  /** 'name', 'legalName', 'description', 'headquarterAddress', 'category', 'urls.privacyPolicy', ..., 'certification'. */
  field: string;
  value: string;
  quote: string;
  url: string;
  grade?: CertificationGrade;
};

/** The language-model pass: given readable page texts as data, answers facts with quotes. */
export type ModelPass = (
  pages: { url: string; kind: string; text: string }[],
  signal?: AbortSignal,
) => Promise<ModelFact[]>;

export type ExtractDeps = {
  fetcher: SafeFetcher;
  renderer?: PageRenderer | null;
  model?: ModelPass | null;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- a pino or console logger
  log?: { info: Function; warn: Function };
  now?: () => Date;
};

export type ExtractOptions = {
  maxPages?: number;
  timeLimitMs?: number;
  pdfMaxPages?: number;
  onProgress?: (p: ExtractionProgress) => void | Promise<void>;
  signal?: AbortSignal;
};

/** Nothing to read: no text, no title, no meta tags, no JSON-LD. */
const isEmpty = (home: PageDocument) =>
  !home.text.trim() &&
  !home.meta.title &&
  !home.meta.siteName &&
  !home.meta.description &&
  !home.meta.ogDescription &&
  home.organizations.length === 0;

export const extractVendor = async (
  url: string,
  deps: ExtractDeps,
  options: ExtractOptions = {},
): Promise<VendorExtraction> => {
  const start = normalizeStartUrl(url);
  if (!start) return fallbackExtraction(url.trim(), null, [], ['Not an http(s) URL']);
  const limits: CrawlLimits = {
    ...EXTRACTION_LIMITS,
    maxPages: options.maxPages ?? EXTRACTION_LIMITS.maxPages,
    timeLimitMs: options.timeLimitMs ?? EXTRACTION_LIMITS.timeLimitMs,
    pdfMaxPages: options.pdfMaxPages ?? EXTRACTION_LIMITS.pdfMaxPages,
  };
  const session = createSession(limits, {
    fetcher: deps.fetcher,
    now: deps.now ?? (() => new Date()),
    signal: options.signal,
    onPage: async (page, planned) => {
      await options.onProgress?.({ page, pagesRead: session.pages.length, pagesPlanned: planned });
    },
  });
  const crawl = await crawlSite(start, session, limits, deps.renderer ?? null);
  const website = start.origin;
  const home = crawl.home;
  if (!home || isEmpty(home)) {
    const why = home ? 'The home page has no readable content' : 'The home page could not be read';
    deps.log?.info({ url: start.href }, `vendor extraction fallback: ${why}`);
    return fallbackExtraction(website, start.hostname, session.pages, [why, ...session.notes]);
  }
  const facts = readRuleFacts(home, crawl);
  facts.notes.unshift(...session.notes);
  await runModelPass(facts, crawl.docs, deps, limits, options.signal);
  return { ...facts, pages: session.pages, fallback: false, website };
};
