import { ASSESSMENT_SIGNED_OFF_MESSAGE, type FieldIssue } from '@rampart/contracts';
import {
  evidenceTitles,
  findingTitles,
  findMembership,
  type AssessmentRow,
  type Executor,
} from '@rampart/db';
import { AppError } from '../../errors.ts';

/** Every write to a signed-off assessment is refused: it is the record of what was signed. */
export const assertInProgress = (row: Pick<AssessmentRow, 'status'>): void => {
  if (row.status === 'signed_off') throw new AppError('CONFLICT', ASSESSMENT_SIGNED_OFF_MESSAGE);
};

export const throwIssues = (issues: FieldIssue[]): void => {
  if (issues.length > 0) throw new AppError('VALIDATION_ERROR', issues[0]!.message, issues);
};

export const memberIssue = async (
  db: Executor,
  organizationId: string,
  field: string,
  userId: string | null | undefined,
): Promise<FieldIssue | null> =>
  userId && !(await findMembership(db, organizationId, userId))
    ? { field, message: 'The assessor must be a member of this organisation' }
    : null;

/** Evidence and findings must be the organisation's: each bad id is named by its position. */
export const linkIssues = async (
  db: Executor,
  organizationId: string,
  input: { evidenceIds?: string[]; findingIds?: string[] },
): Promise<FieldIssue[]> => {
  const issues: FieldIssue[] = [];
  if (input.evidenceIds?.length) {
    const found = new Set(
      (await evidenceTitles(db, organizationId, input.evidenceIds)).map((e) => e.id),
    );
    input.evidenceIds.forEach((id, i) => {
      if (!found.has(id)) {
        issues.push({ field: `evidenceIds.${i}`, message: `Evidence ${id} not found` });
      }
    });
  }
  if (input.findingIds?.length) {
    const found = new Set(
      (await findingTitles(db, organizationId, input.findingIds)).map((f) => f.id),
    );
    input.findingIds.forEach((id, i) => {
      if (!found.has(id)) {
        issues.push({ field: `findingIds.${i}`, message: `Finding ${id} not found` });
      }
    });
  }
  return issues;
};

/** The auditable view of an assessment's details. */
export const assessmentSnapshot = (a: AssessmentRow) => ({
  frameworkId: a.frameworkId,
  name: a.name,
  periodStart: a.periodStart.toISOString(),
  periodEnd: a.periodEnd.toISOString(),
  status: a.status,
  leadAssessorUserId: a.leadAssessorUserId,
});
