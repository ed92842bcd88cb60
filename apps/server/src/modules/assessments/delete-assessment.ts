import { deleteAssessmentRow, lockAssessment, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { assertInProgress, assessmentSnapshot } from './assessment-fields.ts';

/** Only an assessment in progress can go; its recorded results go with it. */
export const deleteAssessment = async ({
  actor,
  id,
  db,
}: {
  actor: Actor;
  id: string;
  db: Db;
}): Promise<string> =>
  db.transaction(async (tx) => {
    const before = await lockAssessment(tx, actor.organizationId, id);
    if (!before) throw notFound('Assessment');
    assertInProgress(before);
    await deleteAssessmentRow(tx, actor.organizationId, id);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'assessment.deleted',
      entityType: 'assessment',
      entityId: id,
      before: assessmentSnapshot(before),
      requestId: actor.requestId,
    });
    return id;
  });
