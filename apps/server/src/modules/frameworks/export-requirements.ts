import type { ExportRequirementsQuery, RequirementStatusItem } from '@rampart/contracts';
import { filterRequirements, requirementGroup, REQUIREMENT_STATUS_LABELS } from '@rampart/domain';
import {
  fileSlug,
  listCell,
  listExport,
  yesNo,
  type TableSpec,
  words,
} from '../../platform/spreadsheets/table-export.ts';
import { frameworkDetail } from './framework-detail.ts';

const REQUIREMENTS: TableSpec<RequirementStatusItem> = {
  what: 'requirements',
  sheet: 'Requirements',
  columns: [
    ['Code', (r) => r.code],
    ['Title', (r) => r.title],
    ['Description', (r) => r.description],
    ['Group', (r) => requirementGroup(r) ?? ''],
    ['Mandatory', (r) => yesNo(r.mandatory)],
    ['Status', (r) => words(REQUIREMENT_STATUS_LABELS, r.status)],
    ['Reasons', (r) => listCell(r.reasons)],
    ['Applicable', (r) => (r.applicability ? yesNo(r.applicability.applicable) : '')],
    ['Applicability reason', (r) => r.applicability?.reason ?? ''],
    ['Controls', (r) => listCell(r.controls.map((c) => c.title))],
  ],
};

/** A framework's requirements with their status, filtered as its page is, as a file. */
export const exportRequirements = listExport<
  ExportRequirementsQuery,
  RequirementStatusItem,
  { frameworkId: string }
>(REQUIREMENTS, async ({ db, actor, frameworkId, query }) => {
  const { row, status } = await frameworkDetail(db, actor.organizationId, frameworkId);
  return {
    rows: filterRequirements(status.requirements, query),
    what: `${fileSlug(row.framework.name)}-requirements`,
  };
});
