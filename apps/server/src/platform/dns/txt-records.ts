import { Resolver } from 'node:dns/promises';

/** The DNS servers could not be asked (timeout, refused, server failure). */
export class DnsUnavailable extends Error {
  constructor(name: string, code: string | undefined) {
    super(`DNS lookup of ${name} failed (${code ?? 'unknown error'})`);
    this.name = 'DnsUnavailable';
  }
}

/** A name's TXT records, each joined from its strings; null when the name has none. */
export type TxtLookup = (name: string) => Promise<string[] | null>;

/**
 * TXT lookups through Node's resolver (c-ares), asking `servers` ("ip" or "ip:port", DNS_SERVERS)
 * or the system's when none are given, so tests run their own DNS server.
 */
export const createTxtLookup = (servers: readonly string[], timeoutMs = 2500): TxtLookup => {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return async (name) => {
    try {
      return (await resolver.resolveTxt(name)).map((strings) => strings.join(''));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTFOUND' || code === 'ENODATA') return null;
      throw new DnsUnavailable(name, code);
    }
  };
};
