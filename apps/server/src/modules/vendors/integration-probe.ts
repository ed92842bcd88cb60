// The hub's health check calls a URL a user typed, so it goes out under the fetcher's SSRF rules
// (apps/server/src/fetcher): the address connected to is checked in the socket itself, and only
// FETCH_ALLOW_PRIVATE_HOSTS may reach private addresses. SafeFetcher.fetch sends no request
// headers of the caller's, and this call must carry the key, so the request is made here with
// the fetcher's own guarded agents. Redirects are not followed: the key goes to the endpoint
// the user named and nowhere else.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { createAllowList } from '../../fetcher/allow-list.ts';
import { createGuardedAgents } from '../../fetcher/connect-guard.ts';
import { FetchRefused } from '../../fetcher/fetch-types.ts';
import { checkUrl, toRefusal } from '../../fetcher/refusal.ts';

export const HEALTH_CHECK_TIMEOUT_MS = 5_000;
export const KEY_NEEDS_HTTPS = 'The API key is only sent over https: the endpoint was not called';
/** What a health message may quote of the endpoint's answer (a Location header). */
const MAX_QUOTED = 300;
const USER_AGENT = 'Rampart-IntegrationHealth/1.0';

export type ProbeResult = { status: 'healthy' | 'unhealthy'; message: string; latencyMs: number };
/** GET <endpoint> with `Authorization: Bearer <key>`: healthy on a 2xx answer. */
export type IntegrationProbe = (endpoint: string, apiKey: string | null) => Promise<ProbeResult>;

const get = (url: URL, agent: http.Agent, headers: http.OutgoingHttpHeaders, signal: AbortSignal) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    const options = { agent, headers, signal };
    const request =
      url.protocol === 'https:'
        ? https.get(url, options, resolve)
        : http.get(url, options, resolve);
    request.on('error', reject);
  });

/**
 * A message quotes what the endpoint said (a Location): never with the key in it, as written
 * or percent-encoded.
 */
const withoutKey = <T extends string | undefined>(text: T, apiKey: string | null): T => {
  if (!apiKey || text === undefined) return text;
  const forms = [...new Set([apiKey, encodeURIComponent(apiKey), encodeURI(apiKey)])];
  return forms.reduce<string>((t, form) => t.replaceAll(form, '[key]'), text) as T;
};

const verdict = (status: number, location: string | undefined): string => {
  if (status >= 200 && status < 300) return `The endpoint answered ${status}`;
  if (status === 401 || status === 403) return `The endpoint refused the API key (${status})`;
  if (status >= 300 && status < 400) {
    const quoted =
      location && location.length > MAX_QUOTED ? `${location.slice(0, MAX_QUOTED)}…` : location;
    return `The endpoint redirected${quoted ? ` to ${quoted}` : ''}; the key is not sent on`;
  }
  return `The endpoint answered ${status}`;
};

export const createIntegrationProbe = (options: {
  allowPrivateHosts: readonly string[];
  timeoutMs?: number;
}): IntegrationProbe => {
  const isAllowListed = createAllowList(options.allowPrivateHosts);
  const guarded = createGuardedAgents({ allowPrivate: false });
  const exempt = createGuardedAgents({ allowPrivate: true });
  const timeoutMs = options.timeoutMs ?? HEALTH_CHECK_TIMEOUT_MS;

  const probe: IntegrationProbe = async (endpoint, apiKey) => {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const signal = AbortSignal.timeout(timeoutMs);
    let response: IncomingMessage | undefined;
    try {
      const url = checkUrl(endpoint);
      const allowListed = isAllowListed(url);
      // A bearer key in clear text can be read by anyone on the way: https only, except for
      // the hosts an operator allow-listed (a service on the same private network).
      if (apiKey && url.protocol === 'http:' && !allowListed) {
        return { status: 'unhealthy', message: KEY_NEEDS_HTTPS, latencyMs: elapsed() };
      }
      const agents = allowListed ? exempt : guarded;
      const headers: http.OutgoingHttpHeaders = {
        'user-agent': USER_AGENT,
        accept: 'application/json',
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      };
      response = await get(
        url,
        url.protocol === 'https:' ? agents.https : agents.http,
        headers,
        signal,
      );
      const status = response.statusCode ?? 0;
      const ok = status >= 200 && status < 300;
      return {
        status: ok ? 'healthy' : 'unhealthy',
        // Redacted before it is shortened: a cut could leave part of the key.
        message: verdict(status, withoutKey(response.headers.location, apiKey)),
        latencyMs: elapsed(),
      };
    } catch (error) {
      if (signal.aborted) {
        return {
          status: 'unhealthy',
          message: `No answer within ${timeoutMs} ms`,
          latencyMs: elapsed(),
        };
      }
      const refused = error instanceof FetchRefused ? error : toRefusal(error, endpoint);
      return { status: 'unhealthy', message: refused.message, latencyMs: elapsed() };
    } finally {
      // Only the status matters: the body is never read.
      response?.destroy();
    }
  };
  return async (endpoint, apiKey) => {
    const result = await probe(endpoint, apiKey);
    return { ...result, message: withoutKey(result.message, apiKey) };
  };
};
