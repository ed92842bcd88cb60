import type { AssessmentRequirement, ExportAssessmentResultsQuery } from '@rampart/contracts';
import {
  filterAssessmentRequirements,
  requirementGroup,
  ASSESSMENT_RESULT_LABELS,
  REQUIREMENT_STATUS_LABELS,
} from '@rampart/domain';
import {
  fileSlug,
  isoCell,
  listCell,
  listExport,
  yesNo,
  type TableSpec,
  words,
} from '../../platform/spreadsheets/table-export.ts';
import { assessmentDetail } from './assessment-detail.ts';

const RESULTS: TableSpec<AssessmentRequirement> = {
  what: 'assessment',
  sheet: 'Results',
  columns: [
    ['Code', (r) => r.code],
    ['Title', (r) => r.title],
    ['Group', (r) => requirementGroup(r) ?? ''],
    ['Mandatory', (r) => yesNo(r.mandatory)],
    ['Result', (r) => words(ASSESSMENT_RESULT_LABELS, r.result)],
    ['Suggested status', (r) => words(REQUIREMENT_STATUS_LABELS, r.suggested.status)],
    ['Assessor', (r) => r.assessor?.name ?? ''],
    ['Notes', (r) => r.notes],
    ['Evidence', (r) => listCell(r.evidence.map((e) => e.title))],
    ['Findings', (r) => listCell(r.findings.map((f) => f.title))],
    ['Updated', (r) => isoCell(r.updatedAt)],
  ],
};

/**
 * An assessment's requirements with their results (as signed off, once frozen), filtered as
 * its page is, as a CSV or XLSX file.
 */
export const exportAssessmentResults = listExport<
  ExportAssessmentResultsQuery,
  AssessmentRequirement,
  { assessmentId: string }
>(RESULTS, async ({ db, actor, assessmentId, query }) => {
  const { row, requirements } = await assessmentDetail(db, actor.organizationId, assessmentId);
  return {
    rows: filterAssessmentRequirements(requirements, query),
    what: `assessment-${fileSlug(row.name)}`,
  };
});
