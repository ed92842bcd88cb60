// Renders JavaScript-only pages in headless Chromium without giving Chromium the network: every
// request the page makes is answered through the SafeFetcher (so the address policy, limits and
// allow-list apply), anything else is aborted, and Chromium's own traffic goes to a dead proxy.
import { chromium, type Browser, type Route } from 'playwright-core';
import { FetchRefused, type PageRenderer, type SafeFetcher } from './fetch-types.ts';
import { ROUTE_ALL, fulfilHeaders, requestKey, requestKind } from './render-routing.ts';

export const DEFAULT_MAX_REQUESTS = 60;

// Requests Chromium makes outside the route handler (a preconnect, a DNS prefetch, the follow-up
// of a redirect) go to this proxy, where nothing listens, and fail there; Playwright also proxies
// loopback unless told otherwise.
const DEAD_PROXY = 'http://127.0.0.1:9';

const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  // Chromium will not start as root with its sandbox on; elsewhere the sandbox stays.
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

export type ChromiumRendererOptions = {
  executablePath: string;
  fetcher: SafeFetcher;
  /** Whole render: the document, its subresources and the wait for the network to go idle. */
  timeoutMs: number;
  /** Requests one render may make, the document included. */
  maxRequests?: number;
};

export const createChromiumRenderer = (opts: ChromiumRendererOptions): PageRenderer => {
  const maxRequests = opts.maxRequests ?? DEFAULT_MAX_REQUESTS;
  let browser: Promise<Browser> | null = null;

  const launch = () => {
    browser ??= chromium
      .launch({
        executablePath: opts.executablePath,
        headless: true,
        proxy: { server: DEAD_PROXY },
        args: CHROMIUM_ARGS,
      })
      .then((launched) => {
        launched.on('disconnected', () => (browser = null));
        return launched;
      })
      .catch((error: unknown) => {
        browser = null;
        throw error;
      });
    return browser;
  };

  const render: PageRenderer['render'] = async (url, options = {}) => {
    const deadline = Date.now() + opts.timeoutMs;
    const remaining = () => Math.max(1, deadline - Date.now());
    // At the deadline every fetch still running is stopped; the page is then read as it is.
    const stop = new AbortController();
    const timer = setTimeout(
      () => stop.abort(new FetchRefused('timeout', url, `Render over ${opts.timeoutMs} ms`)),
      opts.timeoutMs,
    );
    const signal = options.signal ? AbortSignal.any([stop.signal, options.signal]) : stop.signal;
    let requests = 0;
    const fetch = (target: string) => {
      requests += 1;
      return opts.fetcher.fetch(target, { signal });
    };
    try {
      // The document is fetched first, redirects followed and checked by the fetcher, so the
      // page opens at its final URL and relative links resolve as the site meant them to.
      const document = await fetch(url);
      const prefetched = new Map([[requestKey(document.url), document]]);
      const answer = async (route: Route) => {
        const request = route.request();
        const kind = requestKind(request.url());
        if (kind === 'local') return route.fallback();
        const key = requestKey(request.url());
        const ready = prefetched.get(key);
        prefetched.delete(key);
        if (
          !ready &&
          (kind === 'refused' || request.method() !== 'GET' || requests >= maxRequests)
        ) {
          return route.abort('blockedbyclient');
        }
        try {
          const answered = ready ?? (await fetch(request.url()));
          await route.fulfill({
            status: answered.status,
            headers: fulfilHeaders(answered),
            body: answered.body,
          });
        } catch {
          await route.abort('blockedbyclient').catch(() => undefined);
        }
      };
      return await inContext(answer, document.url, remaining, options.signal);
    } finally {
      clearTimeout(timer);
    }
  };

  const inContext = async (
    answer: (route: Route) => Promise<void>,
    url: string,
    remaining: () => number,
    signal: AbortSignal | undefined,
  ) => {
    const launched = await launch();
    const context = await launched.newContext({
      javaScriptEnabled: true,
      serviceWorkers: 'block',
      acceptDownloads: false,
    });
    // The caller's abort ends the render at once; the deadline only ends the waiting.
    const closeContext = () => void context.close().catch(() => undefined);
    signal?.addEventListener('abort', closeContext, { once: true });
    try {
      await context.route(ROUTE_ALL, answer);
      await context.routeWebSocket(ROUTE_ALL, (socket) => socket.close({ code: 1008 }));
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: remaining() });
      // Scripts keep adding content until the network goes quiet, or the time is up.
      await page.waitForLoadState('networkidle', { timeout: remaining() }).catch(() => undefined);
      const html = await page.content();
      signal?.throwIfAborted();
      return { url: page.url(), html };
    } catch (error) {
      throw signal?.aborted ? signal.reason : error;
    } finally {
      signal?.removeEventListener('abort', closeContext);
      await context.close().catch(() => undefined);
    }
  };

  const close = async () => {
    const launched = browser;
    browser = null;
    if (launched) await (await launched.catch(() => null))?.close();
  };

  return { render, close };
};
