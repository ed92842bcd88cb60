import type {
  Document,
  DocumentKind,
  DocumentLink,
  DocumentListItem,
  DocumentStatus,
  DocumentVersion,
  FileTextStatus,
} from '@rampart/contracts';
import { documentAbilities, reviewReasons } from '@rampart/domain';
import type { DocumentListRow, DocumentRecord, DocumentVersionRecord } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
const path = (...parts: string[]) => `/api/${parts.map(encodeURIComponent).join('/')}`;

export const versionDownloadUrl = (documentId: string, versionId: string) =>
  `${path('documents', documentId, 'versions', versionId)}/file`;

export const presentVersion = (
  v: DocumentVersionRecord,
  currentVersionId: string | null,
): DocumentVersion => ({
  id: v.id,
  number: v.number,
  fileName: v.fileName,
  contentType: v.contentType,
  sizeBytes: v.sizeBytes,
  sha256: v.sha256,
  note: v.note,
  uploadedBy: person(v.uploadedBy, v.uploaderName),
  uploadedAt: v.createdAt.toISOString(),
  approvedBy: person(v.approvedBy, v.approverName),
  approvedAt: iso(v.approvedAt),
  current: v.id === currentVersionId,
  // No row yet: the background job has not read the file.
  text: { status: (v.textStatus ?? 'pending') as FileTextStatus, note: v.textNote },
  downloadUrl: versionDownloadUrl(v.documentId, v.id),
});

export const presentDocument = (
  d: DocumentRecord,
  versions: DocumentVersionRecord[],
  links: DocumentLink[],
  actor: Actor,
  now = new Date(),
): Document => {
  const reasons = reviewReasons(d, now);
  const { approvalBlockedReason, ...abilities } = documentAbilities(
    actor.permissions,
    actor.userId,
    {
      status: d.status as DocumentStatus,
      submittedBy: d.submittedBy,
    },
  );
  return {
    id: d.id,
    title: d.title,
    kind: d.kind as DocumentKind,
    description: d.description,
    status: d.status as DocumentStatus,
    owner: person(d.ownerUserId, d.ownerName),
    reviewDate: iso(d.reviewDate),
    expiresAt: iso(d.expiresAt),
    needsReview: reasons.length > 0,
    reviewReasons: reasons,
    submittedBy: person(d.submittedBy, d.submitterName),
    submittedAt: iso(d.submittedAt),
    approvedBy: person(d.approvedBy, d.approverName),
    approvedAt: iso(d.approvedAt),
    createdBy: person(d.createdBy, d.creatorName),
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    currentVersionId: d.currentVersionId,
    versions: versions.map((v) => presentVersion(v, d.currentVersionId)),
    links,
    abilities,
    approvalBlockedReason,
  };
};

/** A row of the list: a document, or an evidence file (its uploader as owner). */
export const presentListItem = (row: DocumentListRow, now = new Date()): DocumentListItem => {
  const reasons = reviewReasons(row, now);
  const isDocument = row.source === 'document';
  return {
    source: row.source,
    id: row.id,
    title: row.title,
    description: row.description,
    kind: row.kind as DocumentKind | null,
    status: row.status as DocumentStatus | null,
    owner: person(row.ownerUserId, row.ownerName),
    reviewDate: iso(row.reviewDate),
    expiresAt: iso(row.expiresAt),
    needsReview: reasons.length > 0,
    reviewReasons: reasons,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    versionNumber: row.versionNumber,
    control: row.controlId ? { id: row.controlId, title: row.controlTitle ?? '' } : null,
    vendor: row.vendorId ? { id: row.vendorId, name: row.vendorName ?? '' } : null,
    linkCount: row.linkCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    downloadUrl: !isDocument
      ? `${path('evidence', row.id)}/download`
      : row.versionId
        ? versionDownloadUrl(row.id, row.versionId)
        : null,
  };
};
