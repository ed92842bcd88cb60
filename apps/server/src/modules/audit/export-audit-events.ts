import type { AuditEvent, ExportAuditQuery } from '@rampart/contracts';
import {
  auditActionLabel,
  auditEntityName,
  codeToWords,
  diffRecords,
  formatDiffValue,
  type DiffEntry,
} from '@rampart/domain';
import { listAuditEvents } from '@rampart/db';
import {
  EXPORT_BATCH,
  isoCell,
  listExport,
  type TableSpec,
} from '../../platform/spreadsheets/table-export.ts';
import { presentAuditEvent } from './audit.presenter.ts';

/** "status: open → closed", as the activity log's before and after view reads. */
const change = ({ key, before, after }: DiffEntry) =>
  `${key ? `${key}: ` : ''}${formatDiffValue(before)} → ${formatDiffValue(after)}`;

const AUDIT_LOG: TableSpec<AuditEvent> = {
  what: 'audit-log',
  sheet: 'Audit log',
  columns: [
    ['When', (e) => isoCell(e.createdAt)],
    ['Who', (e) => e.actorName ?? (e.actorId ? '' : 'System')],
    ['Email', (e) => e.actorEmail ?? ''],
    ['Through', (e) => (e.via ? `MCP (${e.via.client})` : '')],
    ['Action', (e) => auditActionLabel(e.action)],
    ['Action code', (e) => e.action],
    ['Record type', (e) => codeToWords(e.entityType)],
    ['Record ID', (e) => e.entityId],
    ['Record', (e) => auditEntityName(e.before, e.after) ?? ''],
    ['Changes', (e) => diffRecords(e.before, e.after).map(change).join('\n')],
    ['Request ID', (e) => e.requestId ?? ''],
  ],
};

/** The audit events matching the log's filters, newest first, as a CSV or XLSX file. */
export const exportAuditEvents = listExport<ExportAuditQuery, AuditEvent>(
  AUDIT_LOG,
  async ({ db, actor: { organizationId }, query }) => {
    const rows: AuditEvent[] = [];
    // The log pages by (created at, id), not by offset: follow its cursor to the end.
    let cursor: string | undefined;
    do {
      const page = await listAuditEvents(db, organizationId, {
        ...query,
        limit: EXPORT_BATCH,
        cursor,
      });
      for (const item of page.items) rows.push(presentAuditEvent(item));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return { rows };
  },
);
