import type { AssessmentRequirement, ExportAssessmentResultsQuery } from '@rampart/contracts';
import { filterAssessmentRequirements, requirementGroup } from '@rampart/domain';
import {
  fileSlug,
  isoCell,
  listCell,
  listExport,
  yesNo,
  type TableSpec,
} from '../transfer/table-export.ts';
import { assessmentDetail } from './assessment-detail.ts';

const RESULTS: TableSpec<AssessmentRequirement> = {
  what: 'assessment',
  sheet: 'Results',
  columns: [
    ['code', (r) => r.code],
    ['title', (r) => r.title],
    ['group', (r) => requirementGroup(r) ?? ''],
    ['mandatory', (r) => yesNo(r.mandatory)],
    ['result', (r) => r.result],
    ['suggestedStatus', (r) => r.suggested.status],
    ['assessor', (r) => r.assessor?.name ?? ''],
    ['notes', (r) => r.notes],
    ['evidence', (r) => listCell(r.evidence.map((e) => e.title))],
    ['findings', (r) => listCell(r.findings.map((f) => f.title))],
    ['updatedAt', (r) => isoCell(r.updatedAt)],
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
