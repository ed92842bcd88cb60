import type { Evidence } from '@rampart/contracts';
import { hasPermission } from '@rampart/domain';
import type { EvidenceRecord } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Evidence past its expiry date no longer proves a control works today. */
export const isExpired = (expiresAt: Date | null, now: Date): boolean =>
  expiresAt !== null && expiresAt.getTime() <= now.getTime();

export const presentEvidence = (row: EvidenceRecord, actor: Actor, now = new Date()): Evidence => {
  const canWrite = hasPermission(actor.permissions, 'evidence:write');
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    effectiveDate: iso(row.effectiveDate),
    expiresAt: iso(row.expiresAt),
    expired: isExpired(row.expiresAt, now),
    uploadedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    uploadedBy: row.uploadedBy ? { id: row.uploadedBy, name: row.uploaderName ?? '' } : null,
    controlId: row.controlId,
    controlTestId: row.controlTestId,
    assessmentId: row.assessmentId,
    downloadUrl: `/api/evidence/${encodeURIComponent(row.id)}/download`,
    abilities: { update: canWrite, delete: canWrite },
  };
};
