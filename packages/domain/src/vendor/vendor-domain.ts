// Which site a vendor is: its registrable domain, so "https://www.Acme.com/", "acme.com" and
// "https://app.acme.com/login" are one vendor, and "acme.co.uk" another. Without the full Public
// Suffix List (not a dependency of Rampart), a domain is its last two labels, or three under the
// two-label public suffixes below; a site on an IP address or a port is that address and port.

/** Two-label public suffixes under which organisations register (co.uk, com.au...). */
export const TWO_LABEL_SUFFIXES: ReadonlySet<string> = new Set(
  [
    ['uk', 'co ac gov org ltd plc me net nhs police sch'],
    ['au', 'com net org edu gov asn id'],
    ['nz', 'co org net ac govt school'],
    ['jp', 'co ne or ac go'],
    ['kr', 'co or ne ac go'],
    ['in', 'co net org firm gen ind ac edu gov'],
    ['za', 'co org net ac gov'],
    ['br', 'com net org gov edu'],
    ['mx', 'com org net gob edu'],
    ['ar', 'com org net gob edu'],
    ['cn', 'com net org gov edu ac'],
    ['hk', 'com org net gov edu'],
    ['sg', 'com org net gov edu'],
    ['my', 'com org net gov edu'],
    ['tr', 'com org net gov edu'],
    ['il', 'co org net ac gov'],
    ['tw', 'com org net gov edu'],
    ['id', 'co or ac go'],
    ['th', 'co or ac go in'],
    ['ph', 'com org net gov edu'],
    ['ng', 'com org net gov edu'],
    ['ke', 'co or ac go ne'],
    ['eg', 'com org net gov edu'],
    ['sa', 'com org net gov edu'],
    ['ae', 'co org net gov ac'],
    ['pk', 'com org net gov edu'],
    ['ua', 'com org net gov edu'],
    ['pl', 'com org net gov edu'],
    ['es', 'com org nom gob edu'],
    ['pt', 'com org gov edu'],
    ['fr', 'com asso gouv'],
    ['it', 'gov edu'],
    ['be', 'ac'],
    ['at', 'co or ac gv'],
    ['ch', 'com org net'],
  ].flatMap(([tld, seconds]) => seconds!.split(' ').map((s) => `${s}.${tld}`)),
);

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The key two vendor sites share when they are the same organisation's site, or null when the
 * text is no site (empty, not a URL). Case, "www.", a trailing dot, path and scheme are ignored.
 */
export const vendorSiteKey = (website: string): string | null => {
  const text = website.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!host) return null;
  const port = url.port ? `:${url.port}` : '';
  if (host.startsWith('[') || IPV4.test(host) || !host.includes('.')) return `${host}${port}`;
  const labels = host.replace(/^www\./, '').split('.');
  const take = labels.length >= 3 && TWO_LABEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2;
  return `${labels.slice(-take).join('.')}${port}`;
};
