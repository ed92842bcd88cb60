// The one door to the outside world (ARCHITECTURE.md, Fetching the outside world): vendor
// extraction and change watching read the internet only through a SafeFetcher.
import type { LookupFunction } from 'node:net';

export type FetchLimits = {
  /** Whole request, redirects included. */
  timeoutMs: number;
  /** Body bytes; a larger body is refused ('too_large'). */
  maxBytes: number;
  maxRedirects: number;
};

export type FetchedResource = {
  /** The URL asked for. */
  requestedUrl: string;
  /** The URL finally answered, after redirects. */
  url: string;
  status: number;
  /** Lower-cased media type without parameters ('text/html'), null when absent. */
  contentType: string | null;
  body: Buffer;
  fetchedAt: Date;
  /** Every URL redirected through, in order (requestedUrl excluded). */
  redirects: string[];
  /** Response headers of the final answer, names lower-cased, repeated ones joined by ", ". */
  headers?: Readonly<Record<string, string>>;
};

export const FETCH_REFUSAL_REASONS = [
  /** Not http or https. */
  'scheme',
  /** User name or password in the URL. */
  'credentials',
  /** The address connected to (after DNS) is loopback, private, link-local, metadata, ... */
  'address',
  /** The name does not resolve. */
  'dns',
  'too_many_redirects',
  'too_large',
  'timeout',
  /** Connection reset, TLS failure, malformed answer. */
  'network',
  /** The URL does not parse. */
  'invalid_url',
] as const;
export type FetchRefusalReason = (typeof FETCH_REFUSAL_REASONS)[number];

/** Thrown by SafeFetcher.fetch when a URL may not or could not be read. */
export class FetchRefused extends Error {
  constructor(
    readonly reason: FetchRefusalReason,
    readonly url: string,
    message: string,
  ) {
    super(message);
    this.name = 'FetchRefused';
  }
}

export type FetchOptions = {
  /** Accept header; default text/html and the usual document types. */
  accept?: string;
  signal?: AbortSignal;
  /** Tighter than the fetcher's own limit for this one request. */
  maxBytes?: number;
  /** GET unless said; a POST follows no redirect (the 3xx is the answer). */
  method?: 'GET' | 'POST';
  /** False: a redirect is answered as it is, never followed (a GET's default is to follow). */
  followRedirects?: boolean;
  /** Extra request headers (the user agent, accept and encoding stay the fetcher's). */
  headers?: Readonly<Record<string, string>>;
  body?: string | Uint8Array;
  /**
   * An answer longer than maxBytes is cut there rather than refused (a webhook receiver's long
   * answer still says 2xx); the body then holds what was read.
   */
  truncate?: boolean;
};

export type SafeFetcher = {
  /**
   * GET (or POST) a URL: http(s) only, every address connected to checked (redirects too), bounded in
   * time and size. Answers non-2xx statuses as they are; throws FetchRefused otherwise.
   */
  fetch(url: string, options?: FetchOptions): Promise<FetchedResource>;
};

export type SafeFetcherOptions = {
  /** Hosts ("host" or "host:port") allowed to resolve to private addresses (FETCH_ALLOW_PRIVATE_HOSTS). */
  allowPrivateHosts: readonly string[];
  /**
   * Certificates (PEM) those hosts may present beside Node's bundled authorities
   * (FETCH_PRIVATE_CA_FILE: an intranet's own authority, or a test's).
   */
  privateCa?: string;
  userAgent: string;
  limits: FetchLimits;
  now?: () => Date;
  /** Name resolution (dns.lookup by default); its answers are checked like any other. */
  lookup?: LookupFunction;
};

/** Renders a JavaScript-only page in headless Chromium; every request it makes goes through a SafeFetcher. */
export type PageRenderer = {
  render(url: string, options?: { signal?: AbortSignal }): Promise<{ url: string; html: string }>;
  close(): Promise<void>;
};
