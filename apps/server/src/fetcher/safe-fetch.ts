// Rampart's one door to the internet (ARCHITECTURE.md, Fetching the outside world). Each hop,
// the first and every redirect, is checked for scheme and credentials here, and for the address
// actually connected to in connect-guard.ts; time covers the whole fetch, size the decoded body.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { createAllowList } from './allow-list.ts';
import { createGuardedAgents, type GuardedAgents } from './connect-guard.ts';
import {
  FetchRefused,
  type FetchOptions,
  type SafeFetcher,
  type SafeFetcherOptions,
} from './fetch-types.ts';
import { ACCEPT_ENCODING, readBody } from './read-body.ts';
import { checkUrl, toRefusal } from './refusal.ts';

export const DEFAULT_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,text/plain;q=0.8,*/*;q=0.5';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const send = (
  url: URL,
  agents: GuardedAgents,
  request: { method: 'GET' | 'POST'; headers: http.OutgoingHttpHeaders; body?: Buffer },
  signal: AbortSignal,
) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    const { method, headers, body } = request;
    const options = { method, headers };
    const outgoing =
      url.protocol === 'https:'
        ? https.request(url, { ...options, agent: agents.https }, resolve)
        : http.request(url, { ...options, agent: agents.http }, resolve);
    outgoing.on('error', reject);
    // Settle on abort even when the socket never reports back (a connect that hangs).
    const abort = () => {
      reject(signal.reason);
      outgoing.destroy();
    };
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
    outgoing.on('close', () => signal.removeEventListener('abort', abort));
    outgoing.end(body);
  });

const flattenHeaders = (headers: http.IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
    ),
  );

const mediaType = (header: string | undefined) =>
  header?.split(';')[0]?.trim().toLowerCase() || null;

export const createSafeFetcher = (options: SafeFetcherOptions): SafeFetcher => {
  const isAllowListed = createAllowList(options.allowPrivateHosts);
  const guarded = createGuardedAgents({ allowPrivate: false, lookup: options.lookup });
  const exempt = createGuardedAgents({
    allowPrivate: true,
    lookup: options.lookup,
    privateCa: options.privateCa,
  });
  const now = options.now ?? (() => new Date());
  const { limits } = options;

  const fetch = async (requestedUrl: string, fetchOptions: FetchOptions = {}) => {
    const maxBytes = Math.min(limits.maxBytes, fetchOptions.maxBytes ?? Infinity);
    const method = fetchOptions.method ?? 'GET';
    const payload = fetchOptions.body === undefined ? undefined : Buffer.from(fetchOptions.body);
    const headers = {
      ...fetchOptions.headers,
      'user-agent': options.userAgent,
      accept: fetchOptions.accept ?? DEFAULT_ACCEPT,
      'accept-encoding': ACCEPT_ENCODING,
      ...(payload ? { 'content-length': String(payload.length) } : {}),
    };
    let url = checkUrl(requestedUrl);
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), limits.timeoutMs);
    const signal = fetchOptions.signal
      ? AbortSignal.any([deadline.signal, fetchOptions.signal])
      : deadline.signal;
    const redirects: string[] = [];
    let response: IncomingMessage | undefined;
    try {
      for (;;) {
        const agents = isAllowListed(url) ? exempt : guarded;
        response = await send(url, agents, { method, headers, body: payload }, signal);
        const location = response.headers.location;
        // A POST's redirect is answered as it is: its body is never sent anywhere else.
        const follow = method === 'GET' && fetchOptions.followRedirects !== false;
        if (!follow || !REDIRECT_STATUSES.has(response.statusCode ?? 0) || !location) break;
        // The redirect's own body is never read.
        response.destroy();
        if (redirects.length >= limits.maxRedirects) {
          throw new FetchRefused(
            'too_many_redirects',
            url.href,
            `More than ${limits.maxRedirects} redirects`,
          );
        }
        url = checkUrl(location, url);
        redirects.push(url.href);
      }
      const body = await readBody(response, maxBytes, signal, fetchOptions.truncate === true);
      return {
        requestedUrl,
        url: url.href,
        status: response.statusCode ?? 0,
        contentType: mediaType(response.headers['content-type']),
        body,
        fetchedAt: now(),
        redirects,
        headers: flattenHeaders(response.headers),
      };
    } catch (error) {
      response?.destroy();
      // A caller's own abort is theirs to handle, as with the global fetch.
      if (fetchOptions.signal?.aborted) throw fetchOptions.signal.reason;
      if (deadline.signal.aborted) {
        throw new FetchRefused(
          'timeout',
          url.href,
          `No complete answer within ${limits.timeoutMs} ms`,
        );
      }
      throw toRefusal(error, url.href);
    } finally {
      clearTimeout(timer);
    }
  };

  return { fetch };
};
