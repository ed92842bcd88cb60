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
} from '../transfer/table-export.ts';
import { presentListItem } from './document.presenter.ts';

const DOCUMENTS: TableSpec<DocumentListItem> = {
  what: 'documents',
  sheet: 'Documents',
  columns: [
    ['id', (d) => d.id],
    ['source', (d) => DOCUMENT_SOURCE_LABELS[d.source]],
    ['title', (d) => d.title],
    ['kind', (d) => (d.kind ? DOCUMENT_KIND_LABELS[d.kind] : '')],
    ['status', (d) => (d.status ? DOCUMENT_STATUS_LABELS[d.status] : '')],
    ['owner', (d) => d.owner?.name ?? ''],
    ['version', (d) => (d.versionNumber === null ? '' : String(d.versionNumber))],
    ['fileName', (d) => d.fileName ?? ''],
    ['reviewDate', (d) => isoCell(d.reviewDate)],
    ['expiresAt', (d) => isoCell(d.expiresAt)],
    ['needsReview', (d) => yesNo(d.needsReview)],
    ['control', (d) => d.control?.title ?? ''],
    ['vendor', (d) => d.vendor?.name ?? ''],
    ['links', (d) => String(d.linkCount)],
    ['updatedAt', (d) => isoCell(d.updatedAt)],
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
