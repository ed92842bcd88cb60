import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_SOURCE_LABELS,
  DOCUMENT_STATUS_LABELS,
  type DocumentListItem,
  type ExportDocumentsQuery,
} from '@rampart/contracts';
import { listDocumentRows } from '@rampart/db';
import {
  isoCell,
  listExport,
  readAllPages,
  yesNo,
  type TableSpec,
} from '../../platform/spreadsheets/table-export.ts';
import { presentListItem } from './document.presenter.ts';

const DOCUMENTS: TableSpec<DocumentListItem> = {
  what: 'documents',
  sheet: 'Documents',
  columns: [
    ['ID', (d) => d.id],
    ['Source', (d) => DOCUMENT_SOURCE_LABELS[d.source]],
    ['Title', (d) => d.title],
    ['Kind', (d) => (d.kind ? DOCUMENT_KIND_LABELS[d.kind] : '')],
    ['Status', (d) => (d.status ? DOCUMENT_STATUS_LABELS[d.status] : '')],
    ['Owner', (d) => d.owner?.name ?? ''],
    ['Version', (d) => (d.versionNumber === null ? '' : String(d.versionNumber))],
    ['File name', (d) => d.fileName ?? ''],
    ['Review date', (d) => isoCell(d.reviewDate)],
    ['Expires', (d) => isoCell(d.expiresAt)],
    ['Needs review', (d) => yesNo(d.needsReview)],
    ['Control', (d) => d.control?.title ?? ''],
    ['Vendor', (d) => d.vendor?.name ?? ''],
    ['Links', (d) => String(d.linkCount)],
    ['Updated', (d) => isoCell(d.updatedAt)],
  ],
};

/** The list's rows (documents and evidence files, not their files), with its filters and order. */
export const exportDocuments = listExport<ExportDocumentsQuery, DocumentListItem>(
  DOCUMENTS,
  async ({ db, actor: { organizationId }, query, now }) => {
    const rows = await readAllPages((page) =>
      listDocumentRows(db, organizationId, { ...query, ...page }, now),
    );
    return { rows: rows.map((row) => presentListItem(row, now)) };
  },
);
