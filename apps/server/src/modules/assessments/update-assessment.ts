import { PERIOD_ORDER_MESSAGE, type UpdateAssessmentBody } from '@rampart/contracts';
import {
  findAssessment,
  lockAssessment,
  recordAudit,
  updateAssessmentRow,
  type AssessmentRecord,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import {
  assertInProgress,
  assessmentSnapshot,
  memberIssue,
  throwIssues,
} from './assessment-fields.ts';

export const updateAssessment = async ({
  actor,
  id,
  patch,
  db,
}: {
  actor: Actor;
  id: string;
  patch: UpdateAssessmentBody;
  db: Db;
}): Promise<AssessmentRecord> =>
  db.transaction(async (tx) => {
    const before = await lockAssessment(tx, actor.organizationId, id);
    if (!before) throw notFound('Assessment');
    assertInProgress(before);
    // One end of the period may change alone: check it against the other as stored.
    const start = patch.periodStart ?? before.periodStart;
    const end = patch.periodEnd ?? before.periodEnd;
    const lead = await memberIssue(
      tx,
      actor.organizationId,
      'leadAssessorUserId',
      patch.leadAssessorUserId,
    );
    throwIssues([
      ...(end.getTime() > start.getTime()
        ? []
        : [
            { field: patch.periodEnd ? 'periodEnd' : 'periodStart', message: PERIOD_ORDER_MESSAGE },
          ]),
      ...(lead
        ? [{ ...lead, message: 'The lead assessor must be a member of this organisation' }]
        : []),
    ]);
    const after = await updateAssessmentRow(tx, actor.organizationId, id, patch);
    if (!after) throw notFound('Assessment');
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'assessment.updated',
      entityType: 'assessment',
      entityId: id,
      before: assessmentSnapshot(before),
      after: assessmentSnapshot(after),
      requestId: actor.requestId,
    });
    return (await findAssessment(tx, actor.organizationId, id))!;
  });
