import { REVIEW_CADENCE_DAYS } from '@rampart/domain';
import type { UpdateVendorBody, VendorTier } from '@rampart/contracts';
import {
  newId,
  type AuditInput,
  type NewVendorEventRow,
  type NewVendorRow,
  type VendorRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import {
  addDays,
  followsTier,
  fullUrls,
  nextReview,
  vendorSnapshot,
  type VendorInput,
} from './vendor-fields.ts';

/** A new vendor's row: cadence from its tier unless set, the first review and watch after it. */
export const newVendorRow = (actor: Actor, input: VendorInput, now: Date): NewVendorRow => {
  const cadence = input.reviewCadenceDays ?? REVIEW_CADENCE_DAYS[input.tier];
  return {
    id: newId('vnd'),
    organizationId: actor.organizationId,
    name: input.name,
    legalName: input.legalName,
    description: input.description,
    category: input.category,
    website: input.website,
    headquarterAddress: input.headquarterAddress,
    urls: fullUrls(input.urls),
    status: input.status,
    tier: input.tier,
    ownerUserId: input.ownerUserId ?? null,
    dataKinds: input.dataKinds,
    businessPurpose: input.businessPurpose,
    contractStart: input.contractStart ?? null,
    contractEnd: input.contractEnd ?? null,
    renewalDate: input.renewalDate ?? null,
    noticePeriodDays: input.noticePeriodDays ?? null,
    reviewCadenceDays: cadence,
    nextReviewAt: nextReview(input.tier, cadence, now),
    watch: input.watch,
    nextWatchAt: input.watch && input.website ? addDays(now, cadence) : null,
    createdBy: actor.userId,
    createdAt: now,
    updatedAt: now,
  };
};

const event = (
  actor: Actor,
  vendorId: string,
  kind: 'created' | 'updated',
  summary: string,
  details: Record<string, unknown>,
  now: Date,
): NewVendorEventRow => ({
  id: newId('vev'),
  organizationId: actor.organizationId,
  vendorId,
  kind,
  summary,
  details,
  actorUserId: actor.userId,
  occurredAt: now,
});

const audit = (actor: Actor, id: string, rest: Partial<AuditInput>): AuditInput => ({
  organizationId: actor.organizationId,
  actorId: actor.userId,
  action: 'vendor.created' as const,
  entityType: 'vendor',
  entityId: id,
  requestId: actor.requestId,
  ...rest,
});

/** The timeline entry and audit event of a vendor just created. */
export const createdRecords = (actor: Actor, row: VendorRow, now: Date) => ({
  event: event(actor, row.id, 'created', `${row.name} added to the register`, {}, now),
  audit: audit(actor, row.id, { after: vendorSnapshot(row) }),
});

const same = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? (a as Date | null)?.getTime() === (b as Date | null)?.getTime()
    : JSON.stringify(a) === JSON.stringify(b);

/**
 * What a patch changes on a vendor, with the cadence, next review and next watch that follow
 * from it; empty when nothing differs. A tier change moves a cadence that follows the tier; a
 * cadence of null returns to the tier's.
 */
export const vendorChanges = (
  before: VendorRow,
  patch: UpdateVendorBody,
  now: Date,
): Partial<NewVendorRow> => {
  const { urls, ...rest } = patch;
  const wanted: Partial<NewVendorRow> = { ...rest, reviewCadenceDays: undefined };
  if (urls !== undefined) wanted.urls = fullUrls(urls);
  const tier = (patch.tier ?? before.tier) as VendorTier;
  const cadence =
    patch.reviewCadenceDays !== undefined
      ? (patch.reviewCadenceDays ?? REVIEW_CADENCE_DAYS[tier])
      : patch.tier !== undefined && followsTier(before)
        ? REVIEW_CADENCE_DAYS[tier]
        : before.reviewCadenceDays;
  if (cadence !== before.reviewCadenceDays) {
    wanted.reviewCadenceDays = cadence;
    wanted.nextReviewAt = nextReview(tier, cadence, before.lastReviewedAt ?? before.createdAt);
  }
  const watch = patch.watch ?? before.watch;
  const website = patch.website ?? before.website;
  const watching = watch && website !== '';
  if (!watching) wanted.nextWatchAt = null;
  else if (!before.nextWatchAt || website !== before.website)
    wanted.nextWatchAt = addDays(now, cadence);
  const changes: Partial<NewVendorRow> = {};
  for (const [key, value] of Object.entries(wanted) as [keyof NewVendorRow, unknown][]) {
    if (value !== undefined && !same(value, before[key as keyof VendorRow])) {
      (changes as Record<string, unknown>)[key] = value;
    }
  }
  return changes;
};

/** Fields a person changed (the derived dates are not theirs), for the timeline. */
const DERIVED = new Set(['nextReviewAt', 'nextWatchAt']);

/** The timeline entry and audit event of a change. */
export const updatedRecords = (
  actor: Actor,
  before: VendorRow,
  after: VendorRow,
  changes: Partial<NewVendorRow>,
  now: Date,
) => {
  const fields = Object.keys(changes)
    .filter((k) => !DERIVED.has(k))
    .sort();
  const summary = `Changed ${fields.join(', ') || 'review dates'}`;
  return {
    event: event(actor, after.id, 'updated', summary, { fields }, now),
    audit: audit(actor, after.id, {
      action: 'vendor.updated' as const,
      before: vendorSnapshot(before),
      after: vendorSnapshot(after),
    }),
  };
};
