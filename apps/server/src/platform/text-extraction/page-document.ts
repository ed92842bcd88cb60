import type { FetchedPage } from '@rampart/contracts';

export type PageKind = FetchedPage['kind'];

/** A link as the page shows it: only links in visible content are kept. */
export type PageLink = {
  /** Absolute, resolved against <base href> or the page URL, without #fragment. */
  url: string;
  /** The href as written, trimmed. */
  written: string;
  /** Anchor text, else aria-label, title or the alt of an image inside it. */
  text: string;
  /** Inside nav, header, footer or aside. */
  chrome: boolean;
};

/** One line of readable text: a paragraph, a heading, a list item, a table row... */
export type TextBlock = {
  tag: string;
  text: string;
  chrome: boolean;
  /** Index of the list (ul/ol) the item belongs to, null outside lists. */
  list: number | null;
};

export type PageTable = {
  headers: string[];
  /** Body rows; `line` is the row as it appears in the readable text. */
  rows: { cells: string[]; line: string }[];
};

/** A schema.org Organization found in the page's JSON-LD. */
export type OrganizationData = {
  name: string | null;
  legalName: string | null;
  /** Formatted on one line ("12 Quay Road, Dublin D02 XY45, Ireland"). */
  address: string | null;
  /** The JSON-LD value the address was formatted from, as written. */
  addressQuote: string | null;
};

export type PageMeta = {
  title: string;
  siteName: string;
  description: string;
  ogDescription: string;
  applicationName: string;
};

/** What Rampart read from one page: visible text only, with links, meta tags and JSON-LD. */
export type PageDocument = {
  url: string;
  kind: PageKind;
  fetchedAt: string;
  readAs: 'html' | 'pdf' | 'rendered';
  meta: PageMeta;
  /** h1 texts, in order. */
  headings: string[];
  /** The blocks joined by newlines: what quotes are checked against. */
  text: string;
  blocks: TextBlock[];
  links: PageLink[];
  /** Alt texts of visible images (logos, badges). */
  images: { alt: string; src: string }[];
  organizations: OrganizationData[];
  tables: PageTable[];
  /** Scripts that run (not JSON-LD), to tell a JavaScript-only page. */
  scripts: number;
};

export const EMPTY_META: PageMeta = {
  title: '',
  siteName: '',
  description: '',
  ogDescription: '',
  applicationName: '',
};

/** Whitespace runs to one space, trimmed: how text is compared. */
export const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();
