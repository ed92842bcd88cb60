import {
  CERTIFICATION_GRADES,
  VENDOR_URL_KEYS,
  VENDOR_URL_LABELS,
  type CertificationClaim,
  type CertificationGrade,
  type FactSource,
  type VendorExtraction,
  type VendorExtractionJob,
} from '@rampart/contracts';
import { CATEGORY_LABELS } from '../../../lib/vendor-labels.ts';

/** One fact read from the vendor's site, with where it was read (null when not found). */
export type FactRow = {
  key: string;
  label: string;
  value: string | null;
  /** The value is an address to open (a page of the vendor's site). */
  link: boolean;
  source: FactSource | null;
};

const orNull = (v: string | null | undefined) => (v && v.trim() !== '' ? v : null);

/**
 * The facts in the order a reviewer reads them: who the vendor is, then its pages. Each keeps
 * the source the reader recorded under the field's key ('name', 'urls.privacyPolicy', ...).
 */
export const extractionFacts = (r: VendorExtraction): FactRow[] => {
  const source = (key: string) => r.sources[key] ?? null;
  const fact = (key: string, label: string, value: string | null, link = false): FactRow => ({
    key,
    label,
    value: orNull(value),
    link,
    source: orNull(value) ? source(key) : null,
  });
  return [
    fact('name', 'Name', r.name),
    fact('legalName', 'Legal name', r.legalName),
    fact('description', 'Description', r.description),
    // Other with nothing on the site behind it is the reader's default, not something it read.
    fact(
      'category',
      'Category',
      r.category === 'OTHER' && !r.sources.category ? null : CATEGORY_LABELS[r.category],
    ),
    fact('headquarterAddress', 'Headquarters', r.headquarterAddress),
    ...VENDOR_URL_KEYS.map((k) => fact(`urls.${k}`, VENDOR_URL_LABELS[k], r.urls[k], true)),
  ];
};

/** How many facts were found, of how many looked for. */
export const factsFound = (facts: readonly FactRow[]) => ({
  found: facts.filter((f) => f.value !== null).length,
  total: facts.length,
});

/** Claims by grade, in the order held, in progress, mentioned; every grade present. */
export const claimsByGrade = (
  claims: readonly CertificationClaim[],
): { grade: CertificationGrade; claims: CertificationClaim[] }[] =>
  CERTIFICATION_GRADES.map((grade) => ({
    grade,
    claims: claims.filter((c) => c.grade === grade),
  }));

/** 0..100, whatever the server sent. */
export const jobProgress = (job: Pick<VendorExtractionJob, 'progress' | 'status'>): number =>
  job.status === 'completed' ? 100 : Math.max(0, Math.min(100, Math.round(job.progress)));

/** A page's address without the scheme, for a link's text: "acme.example/privacy". */
export const shortUrl = (url: string): string => {
  try {
    const u = new URL(url);
    const path = u.pathname === '/' ? '' : u.pathname;
    return `${u.host}${path}${u.search}`;
  } catch {
    return url;
  }
};

/** Only http(s) addresses become links: a page could name a javascript: URL. */
export const isWebUrl = (url: string): boolean => {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};
