/** The host of a URL without "www.", for showing where a link goes; '' when it is not a URL. */
export const websiteHost = (url: string | null | undefined): string => {
  if (!url) return '';
  try {
    return new URL(url).hostname.replace(/^www\./i, '').toLowerCase();
  } catch {
    return '';
  }
};

/**
 * Whether a page belongs to the vendor's own site (its host or a subdomain of it). Links that
 * leave it are shown as written, so nobody follows "Privacy policy" to a site they did not expect.
 */
export const isOwnSite = (url: string, website: string): boolean => {
  const host = websiteHost(url);
  const own = websiteHost(website);
  if (!host || !own) return false;
  return host === own || host.endsWith(`.${own}`);
};

/** Only http(s) links are made clickable; anything else is shown as text. */
export const isHttpUrl = (url: string): boolean => {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** The attributes of every link to a vendor's site: a new tab, no referrer, no endorsement. */
export const EXTERNAL_LINK = {
  target: '_blank',
  rel: 'noopener noreferrer nofollow',
} as const;
