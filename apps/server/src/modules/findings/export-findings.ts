import type { ExportFindingsQuery } from '@rampart/contracts';
import { FINDING_SEVERITY_LABELS, FINDING_STATUS_LABELS } from '@rampart/domain';
import { listFindings, type FindingRecord } from '@rampart/db';
import {
  isoCell,
  listExport,
  memberDirectory,
  readAllPages,
  yesNo,
  type TableSpec,
  words,
} from '../../platform/spreadsheets/table-export.ts';
import { findingFilter } from './finding-filter.ts';
import { isOverdue } from './finding.presenter.ts';

type Row = FindingRecord & { ownerEmail: string; overdue: boolean };

const FINDINGS: TableSpec<Row> = {
  what: 'findings',
  sheet: 'Findings',
  columns: [
    ['ID', (f) => f.id],
    ['Title', (f) => f.title],
    ['Description', (f) => f.description],
    ['Severity', (f) => words(FINDING_SEVERITY_LABELS, f.severity)],
    ['Status', (f) => words(FINDING_STATUS_LABELS, f.status)],
    ['Owner', (f) => f.ownerName ?? ''],
    ['Owner email', (f) => f.ownerEmail],
    ['Due date', (f) => isoCell(f.dueDate)],
    ['Overdue', (f) => yesNo(f.overdue)],
    ['Remediation', (f) => f.remediation],
    ['Control', (f) => f.controlTitle ?? ''],
    ['Assessment', (f) => f.assessmentName ?? ''],
    ['Vendor', (f) => f.vendorName ?? ''],
    ['Risk', (f) => f.riskTitle ?? ''],
    ['Created', (f) => isoCell(f.createdAt)],
    ['Updated', (f) => isoCell(f.updatedAt)],
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
