import type { FieldIssue } from '@rampart/contracts';
import { assessmentExistsInOrg, type Executor } from '@rampart/db';

/** A record linked to an assessment (evidence, a finding) must name one of the organisation's. */
export const assessmentLinkIssue = async (
  db: Executor,
  organizationId: string,
  assessmentId: string | null | undefined,
): Promise<FieldIssue | null> =>
  assessmentId && !(await assessmentExistsInOrg(db, organizationId, assessmentId))
    ? { field: 'assessmentId', message: 'Assessment not found in this organisation' }
    : null;
