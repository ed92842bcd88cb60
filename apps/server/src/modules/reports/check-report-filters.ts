import type { ReportFilters } from '@rampart/contracts';
import { listFrameworks, listMembers, type Executor } from '@rampart/db';
import { invalid } from '../../errors.ts';

/** The owner must be a member and the framework one the organisation sees: else 400, by field. */
export const checkReportFilters = async (
  db: Executor,
  organizationId: string,
  f: ReportFilters,
): Promise<void> => {
  if (f.ownerUserId) {
    const members = await listMembers(db, organizationId);
    if (!members.some((m) => m.userId === f.ownerUserId)) {
      throw invalid('filters.ownerUserId', 'The owner must be a member of the organization');
    }
  }
  if (f.framework) {
    const frameworks = await listFrameworks(db, organizationId);
    if (!frameworks.some((x) => x.framework.id === f.framework)) {
      throw invalid('filters.framework', 'No such framework');
    }
  }
};
