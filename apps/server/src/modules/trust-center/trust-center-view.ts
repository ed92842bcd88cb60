import type { TrustCenterSettings } from '@rampart/contracts';
import type { TrustCenterRow } from '@rampart/db';

/** The page's address: under the app's own origin, `/trust/{slug}`. */
export const trustPageUrl = (publicUrl: string, slug: string) => `${publicUrl}/trust/${slug}`;

export const trustSettingsOf = (row: TrustCenterRow, publicUrl: string): TrustCenterSettings => ({
  slug: row.slug,
  title: row.title,
  legalName: row.legalName,
  address: row.address,
  overview: row.overview,
  contactEmail: row.contactEmail,
  live: row.live,
  autoApproveDomains: row.autoApproveDomains,
  grantDays: row.grantDays,
  url: trustPageUrl(publicUrl, row.slug),
  updatedAt: row.updatedAt.toISOString(),
});

/** A slug to offer from a name: lower-case words joined by hyphens, within the pattern's length. */
export const slugFrom = (name: string): string => {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/g, '');
  return words.length >= 3 ? words : `${words || 'trust'}-centre`.replace(/^-/, '');
};

/**
 * Where the trust centre lives for links mailed to visitors: the hostname TRUST_HOSTS gives it
 * (its root), else `/trust/{slug}` under the app's own origin.
 */
export const trustSiteUrl = (
  publicUrl: string,
  trustHosts: ReadonlyMap<string, string>,
  slug: string,
): string => {
  for (const [host, hostSlug] of trustHosts) if (hostSlug === slug) return `https://${host}`;
  return trustPageUrl(publicUrl, slug);
};
