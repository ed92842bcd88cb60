import type { ExportEvidenceQuery } from '@rampart/contracts';
import { listEvidence, type EvidenceRecord } from '@rampart/db';
import {
  isoCell,
  listExport,
  readAllPages,
  yesNo,
  type TableSpec,
} from '../../platform/spreadsheets/table-export.ts';
import { isExpired } from './evidence.presenter.ts';

type Row = EvidenceRecord & { expired: boolean };

const EVIDENCE: TableSpec<Row> = {
  what: 'evidence',
  sheet: 'Evidence',
  columns: [
    ['ID', (e) => e.id],
    ['Title', (e) => e.title],
    ['Description', (e) => e.description],
    ['File name', (e) => e.fileName],
    ['File type', (e) => e.contentType],
    ['Size (bytes)', (e) => String(e.sizeBytes)],
    ['SHA-256', (e) => e.sha256],
    ['Effective date', (e) => isoCell(e.effectiveDate)],
    ['Expires', (e) => isoCell(e.expiresAt)],
    ['Expired', (e) => yesNo(e.expired)],
    ['Uploaded by', (e) => e.uploaderName ?? ''],
    ['Uploaded', (e) => isoCell(e.createdAt)],
    ['Control ID', (e) => e.controlId ?? ''],
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
