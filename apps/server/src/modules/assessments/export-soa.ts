import { SOA_FRAMEWORK_ID, type AssessmentRequirement } from '@rampart/contracts';
import {
  findAssessment,
  findOrganization,
  type AssessmentRecord,
  type Executor,
} from '@rampart/db';
import { invalid, notFound } from '../../errors.ts';
import {
  createWorkbook,
  SheetWriter,
  workbookBytes,
  XLSX_CONTENT_TYPE,
} from '../../platform/spreadsheets/sheet-writer.ts';
import { day } from './assessment.presenter.ts';
import { assessmentRequirements } from './assessment-requirements.ts';
import { SOA_COLUMNS, soaRows } from './soa.ts';
import type { ExportFile } from '../../plugins/export-file.ts';

const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The header block above the table: label and value, one pair a row. */
export const soaHeader = (
  organizationName: string,
  a: AssessmentRecord,
  generatedAt: Date,
): [string, string][] => [
  ['Organisation', organizationName],
  ['Standard', `${a.frameworkName} ${a.frameworkVersion}`.trim()],
  ['Assessment', a.name],
  ['Audit period', `${day(a.periodStart)} to ${day(a.periodEnd)}`],
  ['Status', a.status === 'signed_off' ? 'Signed off' : 'In progress (not signed off)'],
  [
    'Sign-off',
    a.signedOffAt
      ? `Signed off by ${a.signedOffByName ?? 'a former member'} on ${utc(a.signedOffAt)}`
      : 'Not signed off',
  ],
  ['Sign-off statement', a.signOffStatement ?? ''],
  ['Generated', utc(generatedAt)],
];

export const assertSoaFramework = (a: Pick<AssessmentRecord, 'frameworkId'>): void => {
  if (a.frameworkId !== SOA_FRAMEWORK_ID) {
    throw invalid(
      'frameworkId',
      'A Statement of Applicability exists for ISO 27001 assessments only',
    );
  }
};

/** Widths of the columns, in characters. */
const WIDTHS = [12, 40, 11, 50, 22, 18, 45, 40];

/**
 * The Statement of Applicability as an XLSX workbook, through the platform's spreadsheet writer
 * (text a spreadsheet would run stays text).
 */
export const writeSoa = async (
  organizationName: string,
  assessment: AssessmentRecord,
  requirements: AssessmentRequirement[],
  generatedAt = new Date(),
): Promise<Buffer> => {
  const wb = createWorkbook({ title: 'Statement of Applicability', created: generatedAt });
  const w = new SheetWriter(wb.addWorksheet('Statement of Applicability'));
  w.row(['Statement of Applicability'], { font: { bold: true, size: 14 } }, false);
  for (const [label, value] of soaHeader(organizationName, assessment, generatedAt)) {
    w.row([label, value], {}, false).getCell(1).font = { bold: true };
  }
  w.blank();
  w.header([...SOA_COLUMNS], { freeze: true, filter: true });
  for (const cells of soaRows(requirements)) {
    w.row(cells, { alignment: { vertical: 'top', wrapText: true } });
  }
  w.finish(WIDTHS);
  return workbookBytes(wb);
};

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'assessment';

/** The organisation's ISO 27001 assessment as a Statement of Applicability file, with its name. */
export const exportSoa = async (
  db: Executor,
  organizationId: string,
  id: string,
  generatedAt = new Date(),
): Promise<ExportFile> => {
  const row = await findAssessment(db, organizationId, id);
  if (!row) throw notFound('Assessment');
  assertSoaFramework(row);
  const [organization, { requirements }] = await Promise.all([
    findOrganization(db, organizationId),
    assessmentRequirements(db, organizationId, row),
  ]);
  return {
    bytes: await writeSoa(organization?.name ?? '', row, requirements, generatedAt),
    fileName: `rampart-soa-${slug(row.name)}-${generatedAt.toISOString().slice(0, 10)}.xlsx`,
    contentType: XLSX_CONTENT_TYPE,
  };
};
