import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { VENDOR_MESSAGES } from '@rampart/contracts';
import { addressRefusal } from '../../fetcher/address-policy.ts';
import { createAllowList } from '../../fetcher/allow-list.ts';
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

/**
 * Refuses, with a 400 naming the field, an address that can only lead to a private, loopback or
 * other special network, before any job is queued. This is for a clear answer only: the fetcher
 * checks the address it actually connects to (so a DNS answer that changes in between is caught
 * there). A name that does not resolve passes: the reader reports it as not readable.
 */
export const assertPublicSite = async (
  url: string,
  allowPrivateHosts: readonly string[],
  field = 'url',
): Promise<void> => {
  const parsed = new URL(url);
  if (createAllowList(allowPrivateHosts)(parsed)) return;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return;
  }
  if (addresses.some((address) => addressRefusal(address) !== null))
    throw invalid(field, VENDOR_MESSAGES.urlNotAllowed);
};
