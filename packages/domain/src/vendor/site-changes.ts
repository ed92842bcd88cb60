import type { VendorExtraction, VendorUrlKey } from '@rampart/contracts';
import { VENDOR_URL_KEYS } from '@rampart/contracts';

/**
 * What changed on a vendor's site between two readings. Legal pages are compared by the hash of
 * their readable text; subprocessors by name (case and spacing ignored); certifications by their
 * held labels. A page that could not be read this time is not "changed": it is unreadable, which
 * the watcher reports on its own, so a flaky fetch never raises a policy-change finding.
 */
export type SiteChange =
  | { kind: 'page_changed'; urlKey: VendorUrlKey; url: string }
  | { kind: 'page_added'; urlKey: VendorUrlKey; url: string }
  | { kind: 'page_removed'; urlKey: VendorUrlKey; url: string }
  | { kind: 'subprocessor_added'; name: string; purpose: string | null; location: string | null }
  | { kind: 'subprocessor_removed'; name: string }
  | { kind: 'certification_added'; label: string }
  | { kind: 'certification_removed'; label: string };

type Reading = Pick<VendorExtraction, 'urls' | 'pages' | 'subprocessors' | 'certifications'>;

/** The pages whose wording matters to a risk team; others (home, status) change every day. */
export const WATCHED_PAGES: readonly VendorUrlKey[] = [
  'privacyPolicy',
  'dataProcessingAgreement',
  'businessAssociateAgreement',
  'subprocessorsList',
  'termsOfService',
  'serviceLevelAgreement',
  'securityPage',
];

const nameKey = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

const hashOf = (reading: Reading, url: string | null): string | null =>
  url ? (reading.pages.find((p) => p.url === url && p.contentHash)?.contentHash ?? null) : null;

export const compareReadings = (before: Reading, after: Reading): SiteChange[] => {
  const changes: SiteChange[] = [];
  for (const key of VENDOR_URL_KEYS) {
    if (!WATCHED_PAGES.includes(key)) continue;
    const was = before.urls[key];
    const now = after.urls[key];
    if (!was && now) changes.push({ kind: 'page_added', urlKey: key, url: now });
    else if (was && !now && !after.pages.some((p) => p.url === was && p.contentHash === null))
      changes.push({ kind: 'page_removed', urlKey: key, url: was });
    else if (was && now) {
      const oldHash = hashOf(before, was);
      const newHash = hashOf(after, now);
      if (oldHash && newHash && oldHash !== newHash)
        changes.push({ kind: 'page_changed', urlKey: key, url: now });
    }
  }
  const oldNames = new Map(before.subprocessors.map((s) => [nameKey(s.name), s]));
  const newNames = new Map(after.subprocessors.map((s) => [nameKey(s.name), s]));
  // An empty list this time is more likely a page that failed to read than every processor gone.
  if (after.subprocessors.length > 0 || before.subprocessors.length === 0) {
    for (const [key, s] of newNames)
      if (!oldNames.has(key))
        changes.push({
          kind: 'subprocessor_added',
          name: s.name,
          purpose: s.purpose,
          location: s.location,
        });
    for (const [key, s] of oldNames)
      if (!newNames.has(key)) changes.push({ kind: 'subprocessor_removed', name: s.name });
  }
  const oldCerts = new Set(before.certifications);
  const newCerts = new Set(after.certifications);
  for (const label of newCerts)
    if (!oldCerts.has(label)) changes.push({ kind: 'certification_added', label });
  for (const label of oldCerts)
    if (!newCerts.has(label)) changes.push({ kind: 'certification_removed', label });
  return changes;
};

export type ChangeFinding = {
  key: string;
  category: string;
  severity: 'low' | 'medium' | 'high';
  title: string;
  description: string;
  remediation: string;
};

const PAGE_NAMES: Record<VendorUrlKey, string> = {
  privacyPolicy: 'privacy policy',
  serviceLevelAgreement: 'service level agreement',
  dataProcessingAgreement: 'data processing agreement',
  businessAssociateAgreement: 'business associate agreement',
  subprocessorsList: 'subprocessor list',
  securityPage: 'security page',
  trustPage: 'trust page',
  termsOfService: 'terms of service',
  statusPage: 'status page',
};

/** Pages whose change alters what the vendor has promised about the organisation's data. */
const CONTRACTUAL: readonly VendorUrlKey[] = [
  'privacyPolicy',
  'dataProcessingAgreement',
  'businessAssociateAgreement',
];

/** The finding a change raises, or null when it does not raise risk (a certification gained). */
export const changeFinding = (change: SiteChange): ChangeFinding | null => {
  switch (change.kind) {
    case 'certification_removed':
      return {
        key: `certification_removed:${change.label}`,
        category: 'compliance',
        severity: 'high',
        title: `${change.label} no longer claimed`,
        description: `The vendor's site no longer states that it holds ${change.label}; it did at the previous reading.`,
        remediation: `Ask the vendor for its current ${change.label} status and report, and review the controls that rely on it.`,
      };
    case 'subprocessor_added':
      return {
        key: `subprocessor_added:${nameKey(change.name)}`,
        category: 'privacy',
        severity: 'medium',
        title: `New subprocessor: ${change.name}`,
        description: `${change.name}${change.location ? ` (${change.location})` : ''} appeared on the vendor's subprocessor list${change.purpose ? ` for ${change.purpose}` : ''}.`,
        remediation:
          'Check the new subprocessor against your data processing agreement (notice, objection right, transfer safeguards) and your data-residency commitments.',
      };
    case 'page_removed':
      if (!CONTRACTUAL.includes(change.urlKey)) return null;
      return {
        key: `page_removed:${change.urlKey}`,
        category: 'privacy',
        severity: 'medium',
        title: `The vendor's ${PAGE_NAMES[change.urlKey]} is gone`,
        description: `The ${PAGE_NAMES[change.urlKey]} previously published at ${change.url} is no longer linked from the vendor's site.`,
        remediation: `Obtain the current ${PAGE_NAMES[change.urlKey]} from the vendor and keep a signed copy as evidence.`,
      };
    case 'page_changed':
      if (!CONTRACTUAL.includes(change.urlKey)) return null;
      return {
        key: `page_changed:${change.urlKey}:${change.url}`,
        category: 'privacy',
        severity: 'low',
        title: `The vendor's ${PAGE_NAMES[change.urlKey]} changed`,
        description: `The wording of ${change.url} changed since the previous reading.`,
        remediation: `Review the new ${PAGE_NAMES[change.urlKey]} for changes to data use, retention, transfers or liability, and record the review.`,
      };
    default:
      return null;
  }
};

export const changeSummary = (change: SiteChange): string => {
  switch (change.kind) {
    case 'page_changed':
      return `The ${PAGE_NAMES[change.urlKey]} changed`;
    case 'page_added':
      return `A ${PAGE_NAMES[change.urlKey]} was found`;
    case 'page_removed':
      return `The ${PAGE_NAMES[change.urlKey]} is no longer linked`;
    case 'subprocessor_added':
      return `Subprocessor added: ${change.name}`;
    case 'subprocessor_removed':
      return `Subprocessor removed: ${change.name}`;
    case 'certification_added':
      return `Now claims ${change.label}`;
    case 'certification_removed':
      return `No longer claims ${change.label}`;
  }
};
