import { TRUST_SECTIONS, type TrustCenterSettings, type TrustSection } from '@rampart/contracts';
import type { TrustCenterRow } from '@rampart/db';

/** The page's address: under the app's own origin, `/trust/{slug}`. */
export const trustPageUrl = (publicUrl: string, slug: string) => `${publicUrl}/trust/${slug}`;

/** Where the page is served: the app's origin, and the hostnames TRUST_HOSTS maps to slugs. */
export type TrustSiteConfig = { publicUrl: string; trustHosts: ReadonlyMap<string, string> };

const hostnameOf = (trustHosts: ReadonlyMap<string, string>, slug: string): string | null => {
  for (const [host, hostSlug] of trustHosts) if (hostSlug === slug) return host;
  return null;
};

export const trustSettingsOf = (
  row: TrustCenterRow,
  { publicUrl, trustHosts }: TrustSiteConfig,
): TrustCenterSettings => ({
  slug: row.slug,
  title: row.title,
  legalName: row.legalName,
  address: row.address,
  overview: row.overview,
  contactEmail: row.contactEmail,
  live: row.live,
  autoApproveDomains: row.autoApproveDomains,
  grantDays: row.grantDays,
  accentColor: row.accentColor,
  logo: logoOf(row, trustPageUrl(publicUrl, row.slug)),
  hiddenSections: hiddenSectionsOf(row),
  url: trustPageUrl(publicUrl, row.slug),
  hostname: hostnameOf(trustHosts, row.slug),
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
  const host = hostnameOf(trustHosts, slug);
  return host ? `https://${host}` : trustPageUrl(publicUrl, slug);
};

/** The sections the owner switched off, as the page knows them (unknown names dropped). */
export const hiddenSectionsOf = (row: TrustCenterRow): TrustSection[] =>
  TRUST_SECTIONS.filter((s) => row.hiddenSections.includes(s));

/** The logo's address on the page (its hash in the query, so a new logo is a new URL). */
export const logoOf = (row: TrustCenterRow, pageUrl: string) =>
  row.logoStorageKey && row.logoContentType && row.logoSha256 && row.logoSizeBytes !== null
    ? {
        href: `${pageUrl}/logo?v=${row.logoSha256.slice(0, 16)}`,
        contentType: row.logoContentType,
        sizeBytes: row.logoSizeBytes,
      }
    : null;
