import { createHash } from 'node:crypto';
import type { FetchedPage } from '@rampart/contracts';
import {
  FetchRefused,
  type FetchedResource,
  type FetchRefusalReason,
  type SafeFetcher,
} from '../../../fetcher/fetch-types.ts';
import type { EXTRACTION_LIMITS } from './extraction-limits.ts';

// The bounds of one crawl (pages, bytes, time) and the record of every request made.

export type CrawlLimits = { -readonly [K in keyof typeof EXTRACTION_LIMITS]: number };

export type SessionDeps = {
  fetcher: SafeFetcher;
  now: () => Date;
  signal?: AbortSignal;
  onPage: (page: FetchedPage, planned: number) => Promise<void>;
};

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Why a request gave no answer: a refusal of the fetcher, a bound of the crawl, or an error. */
export type NotFetchedReason = FetchRefusalReason | 'limit' | 'error';

/** The record of a request that was answered. */
export const pageFrom = (
  r: FetchedResource,
  readAs: FetchedPage['readAs'],
  contentHash: string | null,
  note: string | null,
): Omit<FetchedPage, 'kind'> => ({
  url: r.url,
  status: r.status,
  fetchedAt: r.fetchedAt.toISOString(),
  contentHash,
  bytes: r.body.length,
  readAs,
  note,
});

export type Fetched =
  | { ok: true; resource: FetchedResource }
  | { ok: false; reason: NotFetchedReason; page: Omit<FetchedPage, 'kind'> };

export const createSession = (limits: CrawlLimits, deps: SessionDeps) => {
  const deadline = Date.now() + limits.timeLimitMs;
  const pages: FetchedPage[] = [];
  const notes: string[] = [];
  let requests = 0;
  let bytes = 0;
  let planned = 0;

  const stopReason = (): string | null => {
    if (requests >= limits.maxPages) return `Page limit reached (${limits.maxPages} pages)`;
    if (Date.now() >= deadline) return `Time limit reached (${limits.timeLimitMs} ms)`;
    if (bytes >= limits.maxTotalBytes) return `Size limit reached (${limits.maxTotalBytes} bytes)`;
    return null;
  };

  const failed = (url: string, reason: NotFetchedReason, note: string): Fetched => ({
    ok: false,
    reason,
    page: {
      url,
      status: null,
      fetchedAt: deps.now().toISOString(),
      contentHash: null,
      bytes: 0,
      readAs: 'none',
      note,
    },
  });

  return {
    pages,
    notes,
    signal: deps.signal,
    now: deps.now,
    stopReason,
    requests: () => requests,
    /** How many more pages the caller expects to read, for progress. */
    setPlanned(n: number) {
      planned = n;
    },
    async record(page: FetchedPage): Promise<void> {
      pages.push(page);
      const total = Math.max(pages.length, Math.min(limits.maxPages, requests + planned));
      await deps.onPage(page, total);
    },
    /** One GET within the bounds; refusals and failures come back as a page to record. */
    async fetch(url: string, accept: string, maxBytes: number): Promise<Fetched> {
      deps.signal?.throwIfAborted();
      const reason = stopReason();
      if (reason) return failed(url, 'limit', reason);
      requests++;
      const remaining = Math.max(1, deadline - Date.now());
      const timeout = AbortSignal.timeout(remaining);
      const signal = deps.signal ? AbortSignal.any([deps.signal, timeout]) : timeout;
      try {
        const resource = await deps.fetcher.fetch(url, {
          accept,
          signal,
          maxBytes: Math.min(maxBytes, limits.maxTotalBytes - bytes),
        });
        bytes += resource.body.length;
        return { ok: true, resource };
      } catch (err) {
        deps.signal?.throwIfAborted();
        if (err instanceof FetchRefused) {
          return failed(url, err.reason, `Not read (${err.reason}): ${err.message}`);
        }
        if (timeout.aborted)
          return failed(url, 'timeout', `Time limit reached (${limits.timeLimitMs} ms)`);
        return failed(
          url,
          'error',
          `Not read: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
    },
  };
};

export type CrawlSession = ReturnType<typeof createSession>;
