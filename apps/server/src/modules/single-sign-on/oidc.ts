// OpenID Connect with openid-client (certified; it checks the ID token's signature against the
// provider's published keys (non-repudiation checks on), its issuer, audience, expiry and nonce,
// the state and PKCE). Every
// request it makes to a provider goes through Rampart's one door to the outside (decision 017):
// the addresses it may reach are the vendor fetcher's, and http is allowed only for a host on
// FETCH_ALLOW_PRIVATE_HOSTS (a provider on this machine in development and tests).
import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import { createAllowList } from '../../fetcher/allow-list.ts';
import { FetchRefused, type SafeFetcher } from '../../fetcher/fetch-types.ts';
import { createSafeFetcher } from '../../fetcher/safe-fetch.ts';

const USER_AGENT = 'Rampart-SingleSignOn/1.0';
/** Discovered settings are reused this long: a provider's keys rotate, its endpoints rarely. */
const CACHE_MS = 10 * 60_000;
const CACHE_ENTRIES = 200;
const MAX_BYTES = 1_000_000;

export type OidcSettings = { issuer: string; clientId: string; clientSecret: string };

/** A provider that could not be used, with the reason in words. */
export class OidcUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OidcUnavailable';
  }
}

export type OidcClient = {
  /**
   * The provider's discovered settings with this client's credentials, cached briefly by all
   * three (changed settings are a new entry).
   */
  configuration(settings: OidcSettings): Promise<client.Configuration>;
  /** A provider's document (SAML metadata) read from its URL under the same rules: its text. */
  fetchDocument(url: string): Promise<string>;
};

/** openid-client's requests, made by the safe fetcher and answered as Fetch API responses. */
const fetchThrough =
  (fetcher: SafeFetcher): client.CustomFetch =>
  async (url, options) => {
    const headers: Record<string, string> = {};
    let accept: string | undefined;
    for (const [name, value] of Object.entries(options.headers)) {
      if (name.toLowerCase() === 'accept') accept = value;
      else if (name.toLowerCase() !== 'user-agent') headers[name.toLowerCase()] = value;
    }
    const body =
      options.body === undefined || options.body === null
        ? undefined
        : typeof options.body === 'string' || options.body instanceof URLSearchParams
          ? String(options.body)
          : undefined;
    const method = options.method === 'POST' ? 'POST' : 'GET';
    const answer = await fetcher.fetch(url, {
      method,
      // openid-client asks for redirect: 'manual' on every request: a provider's redirect is
      // its answer, and the headers (a bearer token for userinfo) never go anywhere else.
      followRedirects: false,
      headers,
      body,
      accept,
      signal: options.signal,
      maxBytes: MAX_BYTES,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers ?? {})) {
      // The body is already decoded and whole.
      if (name !== 'content-encoding' && name !== 'content-length') {
        responseHeaders.set(name, value);
      }
    }
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : new Uint8Array(answer.body), {
      status: answer.status,
      headers: responseHeaders,
    });
  };

/** Says what went wrong with a provider in words a person setting it up can act on. */
export const describeOidcFailure = (error: unknown, issuer: string): string => {
  if (error instanceof OidcUnavailable) return error.message;
  if (error instanceof FetchRefused) {
    switch (error.reason) {
      case 'address':
        return `${issuer} is on a private network address, which Rampart does not reach.`;
      case 'dns':
        return `${new URL(issuer).host} does not resolve.`;
      case 'timeout':
        return `${issuer} did not answer in time.`;
      default:
        return `${issuer} could not be reached (${error.message}).`;
    }
  }
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof FetchRefused) return describeOidcFailure(cause, issuer);
  const message = error instanceof Error ? error.message : String(error);
  return `${issuer} did not answer as an OpenID provider: ${message}`;
};

export const createOidcClient = (options: {
  allowPrivateHosts: readonly string[];
  timeoutMs: number;
}): OidcClient => {
  const fetcher = createSafeFetcher({
    allowPrivateHosts: options.allowPrivateHosts,
    userAgent: USER_AGENT,
    limits: { timeoutMs: options.timeoutMs, maxBytes: MAX_BYTES, maxRedirects: 3 },
  });
  const isAllowListed = createAllowList(options.allowPrivateHosts);
  const cache = new Map<string, { at: number; configuration: Promise<client.Configuration> }>();

  const discover = async (settings: OidcSettings): Promise<client.Configuration> => {
    let issuer: URL;
    try {
      issuer = new URL(settings.issuer);
    } catch {
      throw new OidcUnavailable(`${settings.issuer} is not a URL.`);
    }
    const insecure = issuer.protocol === 'http:';
    if (insecure && !isAllowListed(issuer)) {
      throw new OidcUnavailable('The issuer must be an https URL.');
    }
    const configuration = await client.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret,
      client.ClientSecretPost(settings.clientSecret),
      {
        [client.customFetch]: fetchThrough(fetcher),
        timeout: Math.ceil(options.timeoutMs / 1000),
        // The ID token's signature is checked against the provider's published keys even
        // though it came straight from the token endpoint (OIDC allows skipping that; Rampart
        // does not: a token changed on its way, or by a compromised proxy, is refused).
        execute: [
          client.enableNonRepudiationChecks,
          ...(insecure ? [client.allowInsecureRequests] : []),
        ],
      },
    );
    const metadata = configuration.serverMetadata();
    if (!metadata.authorization_endpoint || !metadata.token_endpoint || !metadata.jwks_uri) {
      throw new OidcUnavailable(
        `${settings.issuer} publishes no authorization, token or key endpoint.`,
      );
    }
    if (
      metadata.code_challenge_methods_supported &&
      !metadata.code_challenge_methods_supported.includes('S256')
    ) {
      throw new OidcUnavailable(`${settings.issuer} does not support PKCE with S256.`);
    }
    return configuration;
  };

  return {
    configuration(settings) {
      const key = createHash('sha256')
        .update(JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]))
        .digest('hex');
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.configuration;
      const configuration = discover(settings);
      cache.set(key, { at: Date.now(), configuration });
      // A failure is not kept: the next sign-in asks again.
      configuration.catch(() => cache.delete(key));
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      return configuration;
    },
    async fetchDocument(url) {
      const answer = await fetcher.fetch(url, {
        accept: 'application/samlmetadata+xml, application/xml;q=0.9, text/xml;q=0.8',
        maxBytes: MAX_BYTES,
      });
      if (answer.status !== 200) throw new OidcUnavailable(`${url} answered ${answer.status}.`);
      return answer.body.toString('utf8');
    },
  };
};
