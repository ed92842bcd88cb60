import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { invalid } from '../errors.ts';
import { addressRefusal } from './address-policy.ts';
import { createAllowList } from './allow-list.ts';

/**
 * Refuses, with a 400 naming the field, an address that can only lead to a private, loopback or
 * other special network, before anything is saved or queued (a vendor's site, a webhook). This is
 * for a clear answer only: the fetcher checks the address it actually connects to (so a DNS
 * answer that changes in between is caught there). A name that does not resolve passes: the
 * fetch reports it. Hosts in FETCH_ALLOW_PRIVATE_HOSTS pass (tests, an intranet tool).
 */
export const assertPublicAddress = async (
  url: string,
  allowPrivateHosts: readonly string[],
  field: string,
  message: string,
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
  if (addresses.some((address) => addressRefusal(address) !== null)) throw invalid(field, message);
};
