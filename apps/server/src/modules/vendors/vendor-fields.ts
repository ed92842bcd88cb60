import {
  VENDOR_URL_KEYS,
  type CreateVendorBody,
  type VendorTier,
  type VendorUrls,
} from '@rampart/contracts';
import { nextVendorReview, REVIEW_CADENCE_DAYS } from '@rampart/domain';
import type { VendorRow } from '@rampart/db';

const DAY_MS = 86_400_000;
export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** The end of today (UTC): a review "due" today or earlier, as the list's filter means it. */
export const endOfDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - 1);

/**
 * A vendor follows its tier's cadence while its stored cadence is the tier's (the column is
 * NOT NULL, so the rule is read from the value): a tier change then moves the cadence with it.
 */
export const followsTier = (v: Pick<VendorRow, 'tier' | 'reviewCadenceDays'>) =>
  v.reviewCadenceDays === REVIEW_CADENCE_DAYS[v.tier as VendorTier];

/** The review after `from` on the cadence: the tier's rule when the cadence is the tier's. */
export const nextReview = (tier: VendorTier, cadenceDays: number, from: Date): Date =>
  cadenceDays === REVIEW_CADENCE_DAYS[tier]
    ? nextVendorReview(tier, from)
    : addDays(from, cadenceDays);

/** Every page key present, '' as null, as vendorUrlsSchema shows them. */
export const fullUrls = (urls: Partial<Record<string, string | null | undefined>>): VendorUrls =>
  Object.fromEntries(VENDOR_URL_KEYS.map((k) => [k, urls[k] || null])) as VendorUrls;

/** What a vendor is made of by hand (the body of a create, a row of an import). */
export type VendorInput = Omit<CreateVendorBody, 'extractionJobId' | 'assess' | 'allowDuplicate'>;

const day = (d: Date | null) => d?.toISOString() ?? null;

/** The auditable view of a vendor: the relationship as a person set it. */
export const vendorSnapshot = (v: VendorRow) => ({
  name: v.name,
  legalName: v.legalName,
  description: v.description,
  category: v.category,
  website: v.website,
  headquarterAddress: v.headquarterAddress,
  urls: v.urls,
  status: v.status,
  tier: v.tier,
  ownerUserId: v.ownerUserId,
  dataKinds: v.dataKinds,
  businessPurpose: v.businessPurpose,
  contractStart: day(v.contractStart),
  contractEnd: day(v.contractEnd),
  renewalDate: day(v.renewalDate),
  noticePeriodDays: v.noticePeriodDays,
  reviewCadenceDays: v.reviewCadenceDays,
  nextReviewAt: day(v.nextReviewAt),
  watch: v.watch,
});
