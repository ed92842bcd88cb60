import { z } from 'zod';
import {
  CERTIFICATION_GRADES,
  VENDOR_CATEGORIES,
  VENDOR_FRAMEWORKS,
  VENDOR_URL_KEYS,
} from './vendor-values.ts';

/** Where a fact came from: the page, when it was read and the words on it that support it. */
export const factSourceSchema = z.object({
  url: z.string(),
  fetchedAt: z.string(),
  /** Verbatim from the page's readable text (or an attribute/meta/JSON-LD value, as written). */
  quote: z.string(),
  /** rules: Rampart's own reader; model: the language model's second pass, quote checked. */
  by: z.enum(['rules', 'model']),
});
export type FactSource = z.infer<typeof factSourceSchema>;

export const vendorUrlsSchema = z.object(
  Object.fromEntries(VENDOR_URL_KEYS.map((k) => [k, z.string().nullable()])) as {
    [K in (typeof VENDOR_URL_KEYS)[number]]: z.ZodNullable<z.ZodString>;
  },
);
export type VendorUrls = z.infer<typeof vendorUrlsSchema>;

export const certificationClaimSchema = z.object({
  /** As the page names it ("SOC 2 Type II", "ISO/IEC 27001:2022"). */
  name: z.string(),
  /** One of the scored frameworks, or null for another standard (ISO 27701, CSA STAR...). */
  framework: z.enum(VENDOR_FRAMEWORKS).nullable(),
  /** The canonical label ("SOC 2", "ISO 27001", "ISO 27701"). */
  label: z.string(),
  grade: z.enum(CERTIFICATION_GRADES),
  source: factSourceSchema,
});
export type CertificationClaim = z.infer<typeof certificationClaimSchema>;

export const subprocessorSchema = z.object({
  name: z.string(),
  purpose: z.string().nullable(),
  location: z.string().nullable(),
  source: factSourceSchema,
});
export type Subprocessor = z.infer<typeof subprocessorSchema>;

export const PAGE_KINDS = [
  'home',
  'robots',
  'sitemap',
  'privacy',
  'terms',
  'dpa',
  'baa',
  'sla',
  'subprocessors',
  'security',
  'trust',
  'status',
  'legal',
  'about',
  'other',
] as const;

export const fetchedPageSchema = z.object({
  url: z.string(),
  kind: z.enum(PAGE_KINDS),
  /** HTTP status, null when the fetch was refused or failed. */
  status: z.number().int().nullable(),
  fetchedAt: z.string(),
  /** sha256 of the readable text, for change detection; null when nothing was read. */
  contentHash: z.string().nullable(),
  bytes: z.number().int(),
  /** html, pdf, rendered (html after headless Chromium), or none. */
  readAs: z.enum(['html', 'pdf', 'rendered', 'none']),
  /** Why the page was not read, when it was not (robots.txt, too large, JavaScript-only...). */
  note: z.string().nullable(),
});
export type FetchedPage = z.infer<typeof fetchedPageSchema>;

/** The answer of POST /api/vendors/extract and of an extraction job. */
export const vendorExtractionSchema = z.object({
  name: z.string(),
  description: z.string(),
  category: z.enum(VENDOR_CATEGORIES),
  headquarterAddress: z.string(),
  legalName: z.string(),
  /** Held certifications only, as canonical labels. */
  certifications: z.array(z.string()),
  urls: vendorUrlsSchema,
  /** The source of each fact above, keyed by field ('name', 'urls.privacyPolicy', ...). */
  sources: z.record(z.string(), factSourceSchema),
  /** Every certification claim with its grade (held, in progress, mentioned). */
  certificationClaims: z.array(certificationClaimSchema),
  subprocessors: z.array(subprocessorSchema),
  pages: z.array(fetchedPageSchema),
  /** The spec's fallback: nothing could be read. */
  fallback: z.boolean(),
  /** What the reader noticed (a dropped model fact, a page refused by robots.txt...). */
  notes: z.array(z.string()),
  /** The site's origin as asked (after normalising). */
  website: z.string(),
});
export type VendorExtraction = z.infer<typeof vendorExtractionSchema>;

export const extractVendorBodySchema = z.object({
  url: z.string().trim().min(1, 'URL is required').max(2048, 'URL is at most 2,048 characters'),
});
export type ExtractVendorBody = z.infer<typeof extractVendorBodySchema>;

/** A background extraction (the hub): its pages as they are read, then the result. */
export const vendorExtractionJobSchema = z.object({
  id: z.string(),
  url: z.string(),
  status: z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']),
  progress: z.number().int(),
  pages: z.array(
    z.object({
      url: z.string(),
      kind: z.string(),
      status: z.number().int().nullable(),
      readAs: z.string(),
      note: z.string().nullable(),
    }),
  ),
  result: vendorExtractionSchema.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type VendorExtractionJob = z.infer<typeof vendorExtractionJobSchema>;
