import type { ExportEvidenceQuery } from '@rampart/contracts';
import { listEvidence, type EvidenceRecord } from '@rampart/db';
import {
  isoCell,
  listExport,
  readAllPages,
  yesNo,
  type TableSpec,
} from '../transfer/table-export.ts';
import { isExpired } from './evidence.presenter.ts';

type Row = EvidenceRecord & { expired: boolean };

const EVIDENCE: TableSpec<Row> = {
  what: 'evidence',
  sheet: 'Evidence',
  columns: [
    ['id', (e) => e.id],
    ['title', (e) => e.title],
    ['description', (e) => e.description],
    ['fileName', (e) => e.fileName],
    ['contentType', (e) => e.contentType],
    ['sizeBytes', (e) => String(e.sizeBytes)],
    ['sha256', (e) => e.sha256],
    ['effectiveDate', (e) => isoCell(e.effectiveDate)],
    ['expiresAt', (e) => isoCell(e.expiresAt)],
    ['expired', (e) => yesNo(e.expired)],
    ['uploadedBy', (e) => e.uploaderName ?? ''],
    ['uploadedAt', (e) => isoCell(e.createdAt)],
    ['controlId', (e) => e.controlId ?? ''],
  ],
};

/** The evidence records (not their files) matching the list's filters, in its order. */
export const exportEvidence = listExport<ExportEvidenceQuery, Row>(
  EVIDENCE,
  async ({ db, actor: { organizationId }, query, now }) => {
    const records = await readAllPages((page) =>
      listEvidence(db, organizationId, { ...query, ...page }, now),
    );
    return { rows: records.map((e) => ({ ...e, expired: isExpired(e.expiresAt, now) })) };
  },
);
