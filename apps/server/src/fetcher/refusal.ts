// Turns what can go wrong on a hop into the FetchRefused reasons callers act on.
import { AddressRefused } from './connect-guard.ts';
import { FetchRefused } from './fetch-types.ts';
import { BodyTooLarge } from './read-body.ts';

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME', 'ENODATA']);

const isDnsFailure = (error: NodeJS.ErrnoException) =>
  error.syscall === 'getaddrinfo' || (error.code !== undefined && DNS_CODES.has(error.code));

/** A URL the fetcher may request at all: parses, http(s), no credentials. */
export const checkUrl = (raw: string | URL, base?: URL): URL => {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new FetchRefused('invalid_url', String(raw), `Not a valid URL: ${String(raw)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefused(
      'scheme',
      url.href,
      `Only http and https may be fetched, not ${url.protocol}`,
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw new FetchRefused(
      'credentials',
      url.href,
      'URLs with a user name or password are refused',
    );
  }
  return url;
};

export const toRefusal = (error: unknown, url: string): FetchRefused => {
  if (error instanceof FetchRefused) return error;
  if (error instanceof AddressRefused) return new FetchRefused('address', url, error.message);
  if (error instanceof BodyTooLarge) return new FetchRefused('too_large', url, error.message);
  const errno = error as NodeJS.ErrnoException;
  const message = errno instanceof Error ? errno.message : String(error);
  if (errno instanceof Error && isDnsFailure(errno)) {
    return new FetchRefused('dns', url, `The name does not resolve: ${message}`);
  }
  return new FetchRefused('network', url, message);
};
