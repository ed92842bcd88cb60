// OAuth clients name themselves by the URL of a client ID metadata document (the MCP
// authorization spec's way, draft-ietf-oauth-client-id-metadata-document): Rampart keeps no
// client registry; it reads the document, through the one door to the outside (decision 017),
// when a person is asked to allow the client. Nothing read is an instruction: the name is shown
// as text beside the host that vouches for it, and only the listed redirect addresses are used.
import { z } from 'zod';
import { createAllowList } from '../../fetcher/allow-list.ts';
import { FetchRefused, type FetchRefusalReason } from '../../fetcher/fetch-types.ts';
import { createSafeFetcher } from '../../fetcher/safe-fetch.ts';
import { invalid } from '../../errors.ts';

export type OAuthClientInfo = {
  id: string;
  name: string;
  host: string;
  uri: string | null;
  redirectUris: string[];
};

export type ClientMetadataReader = { read(clientId: string): Promise<OAuthClientInfo> };

const MAX_BYTES = 16 * 1024;
const CACHE_MS = 5 * 60_000;
const CACHE_ENTRIES = 100;

const documentSchema = z.object({
  client_id: z.string(),
  client_name: z.string().trim().min(1).max(200).optional(),
  client_uri: z.string().max(2000).optional(),
  redirect_uris: z.array(z.string().max(2000)).min(1).max(20),
  token_endpoint_auth_method: z.string().optional(),
  grant_types: z.array(z.string()).optional(),
});

const refuse = (message: string) => invalid('client_id', message);

const REASON_WORDS: Partial<Record<FetchRefusalReason, string>> = {
  address: 'not a public address',
  dns: 'its host was not found',
  too_large: 'larger than 16 KB',
  timeout: 'no answer in time',
  too_many_redirects: 'it redirects',
};

/** Names and hosts are shown as text: no control or format characters, one line. */
const plain = (text: string) => text.replace(/[\p{Cc}\p{Cf}]/gu, ' ').trim();

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A redirect address a client may list: https, http on a loopback address (a desktop app's own
 * listener, RFC 8252 §7.3), or a private-use scheme named after a domain (`com.example.app:`).
 */
const usableRedirect = (raw: string): boolean => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.hash || url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  if (url.protocol === 'http:') return LOOPBACK.has(url.hostname);
  return /^[a-z][a-z0-9+-]*\.[a-z0-9.+-]+:$/.test(url.protocol);
};

/**
 * Whether a redirect address the client sent is one its document lists: exactly, except that a
 * loopback address may use any port (RFC 8252 §7.3: the app picks a free one each time).
 */
export const redirectListed = (client: OAuthClientInfo, given: string): boolean => {
  if (client.redirectUris.includes(given)) return true;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' || !LOOPBACK.has(url.hostname)) return false;
  return client.redirectUris.some((listed) => {
    const l = new URL(listed);
    return (
      l.protocol === 'http:' &&
      l.hostname === url.hostname &&
      l.pathname === url.pathname &&
      l.search === url.search
    );
  });
};

/** Checks a client id's shape: an https URL with a path (http only for an allow-listed host). */
const clientIdUrl = (clientId: string, allowListed: (url: URL) => boolean): URL => {
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    throw refuse('The client must be named by the address of its metadata document.');
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && allowListed(url));
  if (
    !secure ||
    url.pathname === '/' ||
    url.hash ||
    url.username ||
    url.password ||
    url.href !== clientId ||
    /\/\.\.?(\/|$)/.test(url.pathname)
  ) {
    throw refuse('The client’s metadata document must be at an https address with a path.');
  }
  return url;
};

export const createClientMetadataReader = (options: {
  allowPrivateHosts: readonly string[];
  privateCa?: string;
  timeoutMs: number;
  userAgent: string;
}): ClientMetadataReader => {
  const allowListed = createAllowList(options.allowPrivateHosts);
  const fetcher = createSafeFetcher({
    allowPrivateHosts: options.allowPrivateHosts,
    privateCa: options.privateCa,
    userAgent: options.userAgent,
    limits: { timeoutMs: options.timeoutMs, maxBytes: MAX_BYTES, maxRedirects: 0 },
  });
  const cache = new Map<string, { at: number; client: OAuthClientInfo }>();

  const fetchDocument = async (url: URL): Promise<unknown> => {
    try {
      const answer = await fetcher.fetch(url.href, {
        accept: 'application/json',
        followRedirects: false,
      });
      if (answer.status !== 200) {
        throw refuse(`The client’s metadata document answered ${answer.status}.`);
      }
      return JSON.parse(answer.body.toString('utf8'));
    } catch (error) {
      if (error instanceof FetchRefused) {
        // The reason in a word, not the network's own message (which would map ports).
        throw refuse(
          `The client’s metadata document could not be read (${REASON_WORDS[error.reason] ?? 'unreachable'}).`,
        );
      }
      if (error instanceof SyntaxError) {
        throw refuse('The client’s metadata document is not JSON.');
      }
      throw error;
    }
  };

  return {
    async read(clientId) {
      const url = clientIdUrl(clientId, allowListed);
      const cached = cache.get(clientId);
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.client;
      const parsed = documentSchema.safeParse(await fetchDocument(url));
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') ?? 'document';
        throw refuse(`The client’s metadata document is not usable (${field}).`);
      }
      const doc = parsed.data;
      if (doc.client_id !== clientId) {
        throw refuse('The client’s metadata document names another client.');
      }
      if (doc.token_endpoint_auth_method && doc.token_endpoint_auth_method !== 'none') {
        throw refuse('Only public clients (token_endpoint_auth_method "none") can connect.');
      }
      if (!doc.redirect_uris.every(usableRedirect)) {
        throw refuse(
          'The client’s metadata document lists a redirect address that is not allowed.',
        );
      }
      const client: OAuthClientInfo = {
        id: clientId,
        name: plain(doc.client_name ?? url.host) || url.host,
        host: url.host,
        uri: doc.client_uri && /^https:\/\//.test(doc.client_uri) ? doc.client_uri : null,
        redirectUris: doc.redirect_uris,
      };
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(clientId, { at: Date.now(), client });
      return client;
    },
  };
};
