import { VENDOR_MESSAGES } from '@rampart/contracts';
import { assertPublicAddress } from '../../fetcher/public-address.ts';
import { invalid } from '../../errors.ts';

/**
 * The address a user typed, as a URL the reader may try: http(s) only, no credentials, a host
 * with a dot or an IP literal; "vendor.example" gets https://. Where the address points (a
 * private network, loopback) is checked when connecting, after DNS (fetcher/safe-fetch.ts).
 */
export const vendorSiteUrl = (raw: string, field = 'url'): string => {
  const text = raw.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw invalid(field, VENDOR_MESSAGES.urlInvalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalid(field, VENDOR_MESSAGES.urlNotAllowed);
  if (url.username || url.password) throw invalid(field, VENDOR_MESSAGES.urlNotAllowed);
  if (!url.hostname) throw invalid(field, VENDOR_MESSAGES.urlInvalid);
  url.hash = '';
  return url.toString();
};

/** A vendor's site must be public (fetcher/public-address.ts says why this is only a first check). */
export const assertPublicSite = (
  url: string,
  allowPrivateHosts: readonly string[],
  field = 'url',
): Promise<void> =>
  assertPublicAddress(url, allowPrivateHosts, field, VENDOR_MESSAGES.urlNotAllowed);
