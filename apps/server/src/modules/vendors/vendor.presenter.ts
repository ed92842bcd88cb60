import {
  VENDOR_DOCUMENT_EXPIRY_WARNING_DAYS,
  type Vendor,
  type VendorDocument,
  type VendorEvent,
} from '@rampart/contracts';
import { hasPermission, vendorIsWatched } from '@rampart/domain';
import type { EvidenceRecord, VendorEventRecord, VendorRecord } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { addDays } from './vendor-fields.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Overdue: the review date has come and the relationship has not ended. */
export const isReviewOverdue = (
  v: Pick<VendorRecord, 'nextReviewAt' | 'status'>,
  now: Date,
): boolean =>
  v.nextReviewAt !== null && v.nextReviewAt.getTime() <= now.getTime() && vendorIsWatched(v.status);

export const presentVendor = (row: VendorRecord, actor: Actor, now = new Date()): Vendor => {
  const canWrite = hasPermission(actor.permissions, 'vendors:write');
  return {
    id: row.id,
    name: row.name,
    legalName: row.legalName,
    description: row.description,
    category: row.category as Vendor['category'],
    website: row.website,
    headquarterAddress: row.headquarterAddress,
    urls: row.urls as Vendor['urls'],
    certifications: row.certifications,
    certificationClaims: row.certificationClaims as Vendor['certificationClaims'],
    sources: row.sources as Vendor['sources'],
    subprocessors: row.subprocessors as Vendor['subprocessors'],
    status: row.status as Vendor['status'],
    tier: row.tier as Vendor['tier'],
    ownerUserId: row.ownerUserId,
    ownerName: row.ownerName,
    dataKinds: row.dataKinds as Vendor['dataKinds'],
    businessPurpose: row.businessPurpose,
    contractStart: iso(row.contractStart),
    contractEnd: iso(row.contractEnd),
    renewalDate: iso(row.renewalDate),
    noticePeriodDays: row.noticePeriodDays,
    reviewCadenceDays: row.reviewCadenceDays,
    nextReviewAt: iso(row.nextReviewAt),
    lastReviewedAt: iso(row.lastReviewedAt),
    reviewOverdue: isReviewOverdue(row, now),
    riskScore: row.riskScore,
    complianceStatus: row.complianceStatus as Vendor['complianceStatus'],
    lastAssessedAt: iso(row.lastAssessedAt),
    watch: row.watch,
    nextWatchAt: iso(row.nextWatchAt),
    lastFetchedAt: iso(row.lastFetchedAt),
    openFindings: row.openFindings,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: { update: canWrite, delete: canWrite },
  };
};

export const presentVendorEvent = (row: VendorEventRecord): VendorEvent => ({
  id: row.id,
  vendorId: row.vendorId,
  kind: row.kind as VendorEvent['kind'],
  summary: row.summary,
  details: row.details,
  actor: row.actorUserId ? { id: row.actorUserId, name: row.actorName ?? '' } : null,
  occurredAt: row.occurredAt.toISOString(),
});

/** Expired on its expiry date; "expiring soon" within the warning window before it. */
export const presentVendorDocument = (row: EvidenceRecord, now = new Date()): VendorDocument => {
  const expires = row.expiresAt?.getTime() ?? null;
  const expired = expires !== null && expires <= now.getTime();
  const warnUntil = addDays(now, VENDOR_DOCUMENT_EXPIRY_WARNING_DAYS).getTime();
  return {
    id: row.id,
    title: row.title,
    documentType: (row.documentType ?? 'other') as VendorDocument['documentType'],
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    issuedAt: iso(row.effectiveDate),
    expiresAt: iso(row.expiresAt),
    expired,
    expiringSoon: !expired && expires !== null && expires <= warnUntil,
    uploadedAt: row.createdAt.toISOString(),
    downloadUrl: `/api/evidence/${encodeURIComponent(row.id)}/download`,
  };
};
