import type { Assessment, ExportAssessmentsQuery } from '@rampart/contracts';
import { listAssessments } from '@rampart/db';
import { isoCell, listExport, readAllPages, type TableSpec } from '../transfer/table-export.ts';
import { presentAssessment } from './assessment.presenter.ts';

const ASSESSMENTS: TableSpec<Assessment> = {
  what: 'assessments',
  sheet: 'Assessments',
  columns: [
    ['id', (a) => a.id],
    ['name', (a) => a.name],
    ['framework', (a) => a.frameworkName],
    ['frameworkVersion', (a) => a.frameworkVersion],
    ['periodStart', (a) => a.periodStart],
    ['periodEnd', (a) => a.periodEnd],
    ['status', (a) => a.status],
    ['leadAssessor', (a) => a.leadAssessor?.name ?? ''],
    ['requirements', (a) => String(a.progress.total)],
    ['assessed', (a) => String(a.progress.assessed)],
    ['percentAssessed', (a) => String(a.progress.percentAssessed)],
    ['met', (a) => String(a.progress.met)],
    ['partlyMet', (a) => String(a.progress.partlyMet)],
    ['notMet', (a) => String(a.progress.notMet)],
    ['notApplicable', (a) => String(a.progress.notApplicable)],
    ['signedOffBy', (a) => a.signedOffBy?.name ?? ''],
    ['signedOffAt', (a) => isoCell(a.signedOffAt)],
    ['createdAt', (a) => isoCell(a.createdAt)],
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
