import type { FieldIssue } from '@rampart/contracts';
import { controlExistsInOrg, findMembership, type Executor, type FindingRow } from '@rampart/db';
import { AppError } from '../../errors.ts';
import { assessmentLinkIssue } from '../assessments/assessment-link.ts';

/** The owner must be a member and the control the organisation's; every bad field is named. */
export const checkFindingLinks = async (
  db: Executor,
  organizationId: string,
  input: { ownerUserId?: string | null; controlId?: string | null; assessmentId?: string | null },
): Promise<void> => {
  const issues: FieldIssue[] = [];
  if (input.ownerUserId && !(await findMembership(db, organizationId, input.ownerUserId))) {
    issues.push({
      field: 'ownerUserId',
      message: 'The owner must be a member of this organisation',
    });
  }
  if (input.controlId && !(await controlExistsInOrg(db, organizationId, input.controlId))) {
    issues.push({ field: 'controlId', message: 'Control not found in this organisation' });
  }
  const assessmentIssue = await assessmentLinkIssue(db, organizationId, input.assessmentId);
  if (assessmentIssue) issues.push(assessmentIssue);
  if (issues.length > 0) throw new AppError('VALIDATION_ERROR', issues[0]!.message, issues);
};

/** The auditable view of a finding. */
export const findingSnapshot = (f: FindingRow) => ({
  title: f.title,
  description: f.description,
  severity: f.severity,
  status: f.status,
  ownerUserId: f.ownerUserId,
  dueDate: f.dueDate?.toISOString() ?? null,
  remediation: f.remediation,
  controlId: f.controlId,
  assessmentId: f.assessmentId,
});
