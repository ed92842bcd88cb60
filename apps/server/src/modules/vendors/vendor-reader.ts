import type { VendorExtraction } from '@rampart/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AiCaller, AiService } from '../../ai/service.ts';
import type { Config } from '../../config.ts';
import type { PageRenderer, SafeFetcher } from '../../fetcher/fetch-types.ts';
import { createChromiumRenderer } from '../../fetcher/page-renderer.ts';
import { createSafeFetcher } from '../../fetcher/safe-fetch.ts';
import { extractVendor, type ExtractionProgress } from './extraction/extract-vendor.ts';
import { modelPassFor } from './extract-model-pass.ts';

export const VENDOR_USER_AGENT =
  'RampartVendorReader/1.0 (+vendor risk review; respects robots.txt)';

export type ReadOptions = {
  caller: AiCaller;
  onProgress?: (p: ExtractionProgress) => void | Promise<void>;
  signal?: AbortSignal;
  /** The model's second pass; off when the organisation turned AI off for the hub. */
  useModel?: boolean;
};

/** Reads vendor sites for every request and job of this process: one fetcher, one browser. */
export type VendorReader = {
  readonly fetcher: SafeFetcher;
  read(url: string, options: ReadOptions): Promise<VendorExtraction>;
  close(): Promise<void>;
};

export const createVendorReader = (deps: {
  config: Config;
  ai: AiService;
  log: FastifyBaseLogger;
}): VendorReader => {
  const { fetch } = deps.config;
  const fetcher = createSafeFetcher({
    allowPrivateHosts: fetch.allowPrivateHosts,
    userAgent: VENDOR_USER_AGENT,
    limits: { timeoutMs: fetch.timeoutMs, maxBytes: fetch.maxBytes, maxRedirects: 5 },
  });
  // Chromium starts on the first JavaScript-only page, not with the server.
  const renderer: PageRenderer | null = fetch.browserPath
    ? createChromiumRenderer({
        executablePath: fetch.browserPath,
        fetcher,
        timeoutMs: Math.min(fetch.timeoutMs, 20_000),
      })
    : null;
  const log = deps.log.child({ module: 'vendor-reader' });
  return {
    fetcher,
    read: (url, options) =>
      extractVendor(
        url,
        {
          fetcher,
          renderer,
          model: options.useModel === false ? null : modelPassFor(deps.ai, options.caller),
          log,
        },
        {
          maxPages: fetch.maxPages,
          timeLimitMs: fetch.timeLimitMs,
          onProgress: options.onProgress,
          signal: options.signal,
        },
      ),
    close: async () => {
      await renderer?.close();
    },
  };
};
