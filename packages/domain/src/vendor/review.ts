// When a vendor is next reviewed: the more critical the relationship, the sooner.
import type { VendorTier } from '@rampart/contracts';

export const REVIEW_CADENCE_DAYS: Record<VendorTier, number> = {
  critical: 90,
  high: 180,
  medium: 365,
  low: 730,
};

const DAY_MS = 86_400_000;

/** Whole days of 24 hours from `from` (time passed in, UTC arithmetic: no DST drift). */
export const nextVendorReview = (tier: VendorTier, from: Date): Date =>
  new Date(from.getTime() + REVIEW_CADENCE_DAYS[tier] * DAY_MS);
