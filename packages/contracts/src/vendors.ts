import { limitText } from './limit-text.ts';
import { z } from 'zod';
import { calendarDate } from './dates.ts';
import { importResultSchema } from './envelope.ts';
import { abilitiesSchema, listQueryBase, many } from './risks.ts';
import {
  certificationClaimSchema,
  factSourceSchema,
  subprocessorSchema,
  vendorUrlsSchema,
} from './vendor-extraction.ts';
import {
  VENDOR_CATEGORIES,
  VENDOR_COMPLIANCE_STATUSES,
  VENDOR_DATA_KINDS,
  VENDOR_DOCUMENT_TYPES,
  VENDOR_STATUSES,
  VENDOR_TIERS,
  VENDOR_URL_KEYS,
} from './vendor-values.ts';

const caseless = <T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
  to: 'upper' | 'lower',
) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? to === 'upper'
          ? v.trim().toUpperCase()
          : v.trim().toLowerCase()
        : v,
    z.enum(values, { message: `${label} must be one of ${values.join(', ')}` }),
  );
export const vendorCategorySchema = caseless(VENDOR_CATEGORIES, 'Category', 'upper');
export const vendorTierSchema = caseless(VENDOR_TIERS, 'Tier', 'lower');
export const vendorStatusSchema = caseless(VENDOR_STATUSES, 'Status', 'lower');
export const vendorComplianceStatusSchema = caseless(
  VENDOR_COMPLIANCE_STATUSES,
  'Compliance status',
  'upper',
);
export const vendorDataKindSchema = caseless(VENDOR_DATA_KINDS, 'Data kind', 'lower');
export const vendorDocumentTypeSchema = caseless(VENDOR_DOCUMENT_TYPES, 'Document type', 'lower');

export const vendorSchema = z.object({
  id: z.string(),
  name: z.string(),
  legalName: z.string(),
  description: z.string(),
  category: z.enum(VENDOR_CATEGORIES),
  website: z.string(),
  headquarterAddress: z.string(),
  urls: vendorUrlsSchema,
  /** Held certifications only. */
  certifications: z.array(z.string()),
  certificationClaims: z.array(certificationClaimSchema),
  sources: z.record(z.string(), factSourceSchema),
  subprocessors: z.array(subprocessorSchema),
  status: z.enum(VENDOR_STATUSES),
  tier: z.enum(VENDOR_TIERS),
  ownerUserId: z.string().nullable(),
  ownerName: z.string().nullable(),
  dataKinds: z.array(z.enum(VENDOR_DATA_KINDS)),
  businessPurpose: z.string(),
  contractStart: z.string().nullable(),
  contractEnd: z.string().nullable(),
  renewalDate: z.string().nullable(),
  noticePeriodDays: z.number().int().nullable(),
  reviewCadenceDays: z.number().int(),
  nextReviewAt: z.string().nullable(),
  lastReviewedAt: z.string().nullable(),
  reviewOverdue: z.boolean(),
  riskScore: z.number().int().nullable(),
  complianceStatus: z.enum(VENDOR_COMPLIANCE_STATUSES).nullable(),
  lastAssessedAt: z.string().nullable(),
  watch: z.boolean(),
  nextWatchAt: z.string().nullable(),
  lastFetchedAt: z.string().nullable(),
  openFindings: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  abilities: abilitiesSchema,
});
export type Vendor = z.infer<typeof vendorSchema>;

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${limitText(max)} characters`);
/** '' or an http(s) URL (the integration endpoint uses it too). */
export const httpUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2048, `${label} is at most 2,048 characters`)
    .refine((v) => v === '' || /^https?:\/\/[^\s/]+/i.test(v), `${label} must be an http(s) URL`);

export const vendorFields = {
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name is at most 200 characters'),
  legalName: text('Legal name', 300),
  description: text('Description', 5000),
  category: vendorCategorySchema,
  website: httpUrl('Website'),
  headquarterAddress: text('Headquarter address', 500),
  urls: z.object(
    Object.fromEntries(VENDOR_URL_KEYS.map((k) => [k, httpUrl(k).nullable().optional()])) as {
      [K in (typeof VENDOR_URL_KEYS)[number]]: z.ZodOptional<
        z.ZodNullable<ReturnType<typeof httpUrl>>
      >;
    },
  ),
  status: vendorStatusSchema,
  tier: vendorTierSchema,
  ownerUserId: z.string().trim().min(1).max(64).nullable(),
  dataKinds: z.array(vendorDataKindSchema).max(VENDOR_DATA_KINDS.length),
  businessPurpose: text('Business purpose', 2000),
  contractStart: calendarDate().nullable(),
  contractEnd: calendarDate().nullable(),
  renewalDate: calendarDate().nullable(),
  noticePeriodDays: z
    .number()
    .int('Notice period must be a whole number of days')
    .min(0, 'Notice period cannot be negative')
    .max(3650, 'Notice period is at most 3,650 days')
    .nullable(),
  /** Null: follow the tier's cadence. */
  reviewCadenceDays: z
    .number()
    .int('Review cadence must be a whole number of days')
    .min(7, 'Review cadence is at least 7 days')
    .max(1095, 'Review cadence is at most 1,095 days')
    .nullable(),
  watch: z.boolean(),
};

const datesInOrder = (v: { contractStart?: Date | null; contractEnd?: Date | null }) =>
  !v.contractStart || !v.contractEnd || v.contractStart <= v.contractEnd;
const datesMessage = {
  message: 'Contract end must be on or after its start',
  path: ['contractEnd'],
};

export const createVendorBodySchema = z
  .object({
    ...vendorFields,
    legalName: vendorFields.legalName.default(''),
    description: vendorFields.description.default(''),
    category: vendorFields.category.default('OTHER'),
    website: vendorFields.website.default(''),
    headquarterAddress: vendorFields.headquarterAddress.default(''),
    urls: vendorFields.urls.default({}),
    status: vendorFields.status.default('active'),
    tier: vendorFields.tier.default('medium'),
    ownerUserId: vendorFields.ownerUserId.optional(),
    dataKinds: vendorFields.dataKinds.default([]),
    businessPurpose: vendorFields.businessPurpose.default(''),
    contractStart: vendorFields.contractStart.optional(),
    contractEnd: vendorFields.contractEnd.optional(),
    renewalDate: vendorFields.renewalDate.optional(),
    noticePeriodDays: vendorFields.noticePeriodDays.optional(),
    reviewCadenceDays: vendorFields.reviewCadenceDays.optional(),
    watch: vendorFields.watch.default(true),
    /** A finished extraction job whose reading (claims, sources, subprocessors, pages) the vendor keeps. */
    extractionJobId: z.string().trim().min(1).max(64).optional(),
    /** Assess at once with the rules (the hub's "save and assess"). */
    assess: z.boolean().default(false),
    /**
     * Add it even though a vendor with the same site (registrable domain) is registered;
     * without it such a vendor is refused with a 409 naming the one registered.
     */
    allowDuplicate: z.boolean().default(false),
  })
  .refine(datesInOrder, datesMessage);
export type CreateVendorBody = z.infer<typeof createVendorBodySchema>;

export const updateVendorBodySchema = z
  .object(vendorFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' })
  .refine(datesInOrder, datesMessage);
export type UpdateVendorBody = z.infer<typeof updateVendorBodySchema>;

export const VENDOR_SORT_COLUMNS = [
  'createdAt',
  'updatedAt',
  'name',
  'riskScore',
  'tier',
  'nextReviewAt',
  'contractEnd',
] as const;

export const listVendorsQuerySchema = z.object({
  ...listQueryBase,
  sortBy: z.enum(VENDOR_SORT_COLUMNS).default('createdAt'),
  category: many(vendorCategorySchema),
  tier: many(vendorTierSchema),
  status: many(vendorStatusSchema),
  complianceStatus: many(vendorComplianceStatusSchema),
  ownerUserId: z.string().trim().min(1).max(64).optional(),
  /** Reviews due on or before today. */
  reviewDue: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type ListVendorsQuery = z.infer<typeof listVendorsQuerySchema>;

export const VENDOR_EVENT_KINDS = [
  'created',
  'updated',
  'assessed',
  'fetched',
  'fetch_failed',
  'page_changed',
  'page_added',
  'page_removed',
  'subprocessor_added',
  'subprocessor_removed',
  'certification_added',
  'certification_removed',
  'document_added',
  'document_expired',
  'finding_opened',
  'finding_to_risk',
] as const;

export const vendorEventSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  kind: z.enum(VENDOR_EVENT_KINDS),
  summary: z.string(),
  details: z.record(z.string(), z.unknown()),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  occurredAt: z.string(),
});
export type VendorEvent = z.infer<typeof vendorEventSchema>;

export const vendorDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  documentType: z.enum(VENDOR_DOCUMENT_TYPES),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  issuedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  /** Expires within VENDOR_DOCUMENT_EXPIRY_WARNING_DAYS. */
  expiringSoon: z.boolean(),
  uploadedAt: z.string(),
  downloadUrl: z.string(),
});
export type VendorDocument = z.infer<typeof vendorDocumentSchema>;
export const VENDOR_DOCUMENT_EXPIRY_WARNING_DAYS = 30;

/** A 409's detail when the site is already registered: the vendor to open instead. */
export type DuplicateVendorIssue = {
  field: 'website';
  message: string;
  vendorId: string;
  vendorName: string;
  website: string;
};

/** What a vendor import did; rows identical to the register are counted as unchanged. */
export const vendorImportResultSchema = importResultSchema.extend({ unchanged: z.number().int() });
export type VendorImportResult = z.infer<typeof vendorImportResultSchema>;
