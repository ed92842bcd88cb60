import type { ExportRequirementsQuery, RequirementStatusItem } from '@rampart/contracts';
import { filterRequirements, requirementGroup } from '@rampart/domain';
import { fileSlug, listCell, listExport, yesNo, type TableSpec } from '../transfer/table-export.ts';
import { frameworkDetail } from './framework-detail.ts';

const REQUIREMENTS: TableSpec<RequirementStatusItem> = {
  what: 'requirements',
  sheet: 'Requirements',
  columns: [
    ['code', (r) => r.code],
    ['title', (r) => r.title],
    ['description', (r) => r.description],
    ['group', (r) => requirementGroup(r) ?? ''],
    ['mandatory', (r) => yesNo(r.mandatory)],
    ['status', (r) => r.status],
    ['reasons', (r) => listCell(r.reasons)],
    ['applicable', (r) => (r.applicability ? yesNo(r.applicability.applicable) : '')],
    ['applicabilityReason', (r) => r.applicability?.reason ?? ''],
    ['controls', (r) => listCell(r.controls.map((c) => c.title))],
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
