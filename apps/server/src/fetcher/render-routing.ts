// How the renderer's route handler sees requests and shapes the answers it fulfils them with.
import type { FetchedResource } from './fetch-types.ts';

/** Matches every URL (Playwright glob). */
export const ROUTE_ALL = '**/*';

/** Served by Chromium itself, never over the network. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:']);
const NETWORK_SCHEMES = new Set(['http:', 'https:']);

export type RequestKind = 'local' | 'network' | 'refused';

export const requestKind = (url: string): RequestKind => {
  const scheme = URL.canParse(url) ? new URL(url).protocol : '';
  if (LOCAL_SCHEMES.has(scheme)) return 'local';
  return NETWORK_SCHEMES.has(scheme) ? 'network' : 'refused';
};

/** A URL as Chromium requests it: without its fragment. */
export const requestKey = (url: string) => url.split('#')[0] ?? url;

// The body handed to Chromium is already decoded and complete; cookies are not kept between
// requests of an anonymous render.
const DROPPED_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'set-cookie',
]);

export const fulfilHeaders = (resource: FetchedResource): Record<string, string> => {
  const headers = Object.fromEntries(
    Object.entries(resource.headers ?? {}).filter(([name]) => !DROPPED_HEADERS.has(name)),
  );
  if (!headers['content-type'] && resource.contentType) {
    headers['content-type'] = resource.contentType;
  }
  return headers;
};
