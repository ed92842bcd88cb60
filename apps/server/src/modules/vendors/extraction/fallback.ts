import type { FetchedPage, VendorExtraction } from '@rampart/contracts';
import { VENDOR_URL_KEYS } from '@rampart/contracts';
import { FALLBACK_DESCRIPTION, UNKNOWN_COMPANY } from './extraction-limits.ts';
import { nameFromHost } from './site-urls.ts';

// Spec §8: when nothing could be read, a vendor named from the URL host, the fixed
// description, category OTHER, and nothing else: no field is guessed.

export const emptyUrls = (): VendorExtraction['urls'] =>
  Object.fromEntries(VENDOR_URL_KEYS.map((k) => [k, null])) as VendorExtraction['urls'];

export const fallbackExtraction = (
  website: string,
  hostname: string | null,
  pages: FetchedPage[],
  notes: string[],
): VendorExtraction => ({
  name: (hostname && nameFromHost(hostname)) || UNKNOWN_COMPANY,
  description: FALLBACK_DESCRIPTION,
  category: 'OTHER',
  headquarterAddress: '',
  legalName: '',
  certifications: [],
  urls: emptyUrls(),
  sources: {},
  certificationClaims: [],
  subprocessors: [],
  pages,
  fallback: true,
  notes,
  website,
});
