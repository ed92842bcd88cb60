import type { ExportFindingsQuery } from '@rampart/contracts';
import { listFindings, type FindingRecord } from '@rampart/db';
import {
  isoCell,
  listExport,
  memberDirectory,
  readAllPages,
  yesNo,
  type TableSpec,
} from '../transfer/table-export.ts';
import { findingFilter } from './finding-filter.ts';
import { isOverdue } from './finding.presenter.ts';

type Row = FindingRecord & { ownerEmail: string; overdue: boolean };

const FINDINGS: TableSpec<Row> = {
  what: 'findings',
  sheet: 'Findings',
  columns: [
    ['id', (f) => f.id],
    ['title', (f) => f.title],
    ['description', (f) => f.description],
    ['severity', (f) => f.severity],
    ['status', (f) => f.status],
    ['owner', (f) => f.ownerName ?? ''],
    ['ownerEmail', (f) => f.ownerEmail],
    ['dueDate', (f) => isoCell(f.dueDate)],
    ['overdue', (f) => yesNo(f.overdue)],
    ['remediation', (f) => f.remediation],
    ['control', (f) => f.controlTitle ?? ''],
    ['assessment', (f) => f.assessmentName ?? ''],
    ['vendor', (f) => f.vendorName ?? ''],
    ['risk', (f) => f.riskTitle ?? ''],
    ['createdAt', (f) => isoCell(f.createdAt)],
    ['updatedAt', (f) => isoCell(f.updatedAt)],
  ],
};

/** The findings matching the list's filters, in its order, as a CSV or XLSX file. */
export const exportFindings = listExport<ExportFindingsQuery, Row>(
  FINDINGS,
  async ({ db, actor: { organizationId }, query, now }) => {
    const members = await memberDirectory(db, organizationId);
    const filter = findingFilter(query);
    const findings = await readAllPages((page) =>
      listFindings(db, organizationId, { ...filter, ...page }, now),
    );
    const rows = findings.map((f) => ({
      ...f,
      ownerEmail: f.ownerUserId ? (members.get(f.ownerUserId)?.email ?? '') : '',
      overdue: isOverdue(f.dueDate, f.status, now),
    }));
    return { rows };
  },
);
