import ExcelJS from 'exceljs';
import { SOA_FRAMEWORK_ID, type AssessmentRequirement } from '@rampart/contracts';
import {
  findAssessment,
  findOrganization,
  type AssessmentRecord,
  type Executor,
} from '@rampart/db';
import { invalid, notFound } from '../../errors.ts';
import { CONTENT_TYPES, guardFormula } from '../transfer/table-file.ts';
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

/**
 * The Statement of Applicability as an XLSX workbook. Every text cell goes through the
 * transfer module's formula guard, so text a spreadsheet would run stays text.
 */
export const writeSoa = async (
  organizationName: string,
  assessment: AssessmentRecord,
  requirements: AssessmentRequirement[],
  generatedAt = new Date(),
): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Rampart';
  wb.created = generatedAt;
  const sheet = wb.addWorksheet('Statement of Applicability');
  sheet.addRow(['Statement of Applicability']).font = { bold: true, size: 14 };
  for (const [label, value] of soaHeader(organizationName, assessment, generatedAt)) {
    const row = sheet.addRow([label, guardFormula(value)]);
    row.getCell(1).font = { bold: true };
  }
  sheet.addRow([]);
  const head = sheet.addRow([...SOA_COLUMNS]);
  head.font = { bold: true };
  const headerRow = head.number;
  for (const cells of soaRows(requirements)) {
    const row = sheet.addRow(cells.map(guardFormula));
    row.alignment = { vertical: 'top', wrapText: true };
  }
  sheet.views = [{ state: 'frozen', ySplit: headerRow }];
  sheet.autoFilter = {
    from: { row: headerRow, column: 1 },
    to: { row: headerRow, column: SOA_COLUMNS.length },
  };
  [12, 40, 11, 50, 22, 18, 45, 40].forEach((width, i) => {
    sheet.getColumn(i + 1).width = width;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
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
    contentType: CONTENT_TYPES.xlsx,
  };
};
