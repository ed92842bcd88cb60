// How much of a vendor's site one extraction may read. Every request counts as a page:
// robots.txt, sitemaps, probes of the usual paths and PDFs alike.

export const EXTRACTION_LIMITS = {
  maxPages: 25,
  /** The whole crawl; the model pass that follows has the caller's signal only. */
  timeLimitMs: 45_000,
  /** Pages of a PDF read for text. */
  pdfMaxPages: 30,
  maxHtmlBytes: 3_000_000,
  maxPdfBytes: 10_000_000,
  maxSitemapBytes: 2_000_000,
  /** All bodies together. */
  maxTotalBytes: 40_000_000,
  /** Sitemap files fetched (an index and its children). */
  maxSitemaps: 3,
  maxSitemapUrls: 5_000,
  /** Pages read of one kind (two privacy links in two languages: two pages, not ten). */
  maxPagesPerKind: 2,
  /** A page with fewer visible words than this and a script is JavaScript-only. */
  jsOnlyMaxWords: 20,
  /** Readable text handed to the model, per page and in all. */
  modelMaxCharsPerPage: 40_000,
  modelMaxChars: 200_000,
} as const;

export const FALLBACK_DESCRIPTION = 'Vendor information could not be automatically extracted';
/** Spec §5: the name when not even a host could be read from the URL. */
export const UNKNOWN_COMPANY = 'Unknown Company';
export const JS_ONLY_NOTE = 'JavaScript-only page: not readable without a browser';
