// The vendor's own site: its host with or without "www.". Other hosts (trust.x.com,
// status.x.com, a CDN) are reported when linked but never fetched.

/** "acme.example" → https://acme.example/; null when it is not an http(s) URL. */
export const normalizeStartUrl = (input: string): URL | null => {
  const trimmed = input.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url;
  } catch {
    return null;
  }
};

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

export type Site = { hosts: Set<string> };

export const siteOf = (...urls: string[]): Site => ({
  hosts: new Set(urls.map((u) => bareHost(new URL(u).host))),
});

/** Adds the host a redirect landed on (apex → www, http → https keeps the host). */
export const widenSite = (site: Site, url: string): void => {
  site.hosts.add(bareHost(new URL(url).host));
};

export const isSameSite = (site: Site, url: string): boolean => {
  try {
    return site.hosts.has(bareHost(new URL(url).host));
  } catch {
    return false;
  }
};

/** Fragment dropped: two links to one page are one page. */
export const pageKey = (url: string): string => {
  const u = new URL(url);
  u.hash = '';
  return u.href;
};

const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ltd', 'plc']);

/** The registrable part of a host, without a public-suffix list: "trust.acme.co.uk" → "acme.co.uk". */
export const baseDomain = (hostname: string): string => {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length <= 2 || /^[\d.]+$/.test(hostname)) return labels.join('.');
  const second = labels.at(-2) ?? '';
  const keep = SECOND_LEVEL.has(second) && (labels.at(-1) ?? '').length <= 3 ? 3 : 2;
  return labels.slice(-keep).join('.');
};

/** The spec's fallback name: "acme.example" → "Acme", "www.blue-harbor.co.uk" → "Blue Harbor". */
export const nameFromHost = (hostname: string): string => {
  const host = hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  if (!host) return '';
  if (/^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[')) return host;
  const labels = host.split('.');
  let i = labels.length >= 2 ? labels.length - 2 : 0;
  if (
    labels.length >= 3 &&
    SECOND_LEVEL.has(labels[i] ?? '') &&
    (labels.at(-1) ?? '').length <= 3
  ) {
    i -= 1;
  }
  return (labels[i] ?? host)
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
};
