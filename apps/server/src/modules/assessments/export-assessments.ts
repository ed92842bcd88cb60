import type { Assessment, ExportAssessmentsQuery } from '@rampart/contracts';
import { ASSESSMENT_STATUS_LABELS } from '@rampart/domain';
import { listAssessments } from '@rampart/db';
import {
  isoCell,
  listExport,
  readAllPages,
  type TableSpec,
  words,
} from '../../platform/spreadsheets/table-export.ts';
import { presentAssessment } from './assessment.presenter.ts';

const ASSESSMENTS: TableSpec<Assessment> = {
  what: 'assessments',
  sheet: 'Assessments',
  columns: [
    ['ID', (a) => a.id],
    ['Name', (a) => a.name],
    ['Framework', (a) => a.frameworkName],
    ['Framework version', (a) => a.frameworkVersion],
    ['Period start', (a) => a.periodStart],
    ['Period end', (a) => a.periodEnd],
    ['Status', (a) => words(ASSESSMENT_STATUS_LABELS, a.status)],
    ['Lead assessor', (a) => a.leadAssessor?.name ?? ''],
    ['Requirements', (a) => String(a.progress.total)],
    ['Assessed', (a) => String(a.progress.assessed)],
    ['Assessed (%)', (a) => String(a.progress.percentAssessed)],
    ['Met', (a) => String(a.progress.met)],
    ['Partly met', (a) => String(a.progress.partlyMet)],
    ['Not met', (a) => String(a.progress.notMet)],
    ['Not applicable', (a) => String(a.progress.notApplicable)],
    ['Signed off by', (a) => a.signedOffBy?.name ?? ''],
    ['Signed off', (a) => isoCell(a.signedOffAt)],
    ['Created', (a) => isoCell(a.createdAt)],
  ],
};

/** The assessments matching the list's filters, newest first, as a CSV or XLSX file. */
export const exportAssessments = listExport<ExportAssessmentsQuery, Assessment>(
  ASSESSMENTS,
  async ({ db, actor, query }) => {
    const rows = await readAllPages((page) =>
      listAssessments(db, actor.organizationId, { ...query, ...page }),
    );
    return { rows: rows.map((row) => presentAssessment(row, actor)) };
  },
);
