// FETCH_ALLOW_PRIVATE_HOSTS: hosts ("host" or "host:port", IPv6 as "[::1]:8080") whose URLs may
// reach private and loopback addresses. Matched on the URL being requested, hop by hop, so a
// redirect from an allow-listed host to another host is judged on its own.

type Entry = { host: string; port: number | null };

const ENTRY = /^(\[[^\]]+\]|[^:[\]]+)(?::(\d{1,5}))?$/;

const parseEntry = (raw: string): Entry => {
  const text = raw.trim().toLowerCase();
  // A bare IPv6 address ("::1") has no room for a port: take it whole.
  const match = ENTRY.exec(text) ?? ENTRY.exec(`[${text}]`);
  const host = match?.[1];
  if (!host) throw new Error(`Allow-listed host "${raw}" is not "host" or "host:port"`);
  // Let the URL parser normalise the host the way it normalises requested URLs
  // (IPv6 compression, IDN to punycode, "2130706433" to "127.0.0.1").
  let hostname: string;
  try {
    hostname = new URL(`http://${host}/`).hostname;
  } catch {
    throw new Error(`Allow-listed host "${raw}" is not a valid host`);
  }
  return { host: hostname, port: match[2] === undefined ? null : Number(match[2]) };
};

const effectivePort = (url: URL) =>
  url.port !== '' ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;

/** A predicate telling whether a URL's host (and port, when the entry names one) is allow-listed. */
export const createAllowList = (entries: readonly string[]): ((url: URL) => boolean) => {
  const parsed = entries.filter((entry) => entry.trim() !== '').map(parseEntry);
  return (url) =>
    parsed.some(
      (entry) =>
        entry.host === url.hostname && (entry.port === null || entry.port === effectivePort(url)),
    );
};
