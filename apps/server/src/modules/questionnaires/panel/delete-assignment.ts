import {
  deleteQuestionnaireAssignmentRow,
  recordAudit,
  recordQuestionnaireActivity,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { notFound } from '../../../errors.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';
import { calendarDay } from './assignment-rules.ts';
import type { PanelDeps } from './panel-context.ts';

/** Takes an assignment back (the share permission). */
export const deleteAssignment = async ({
  actor,
  id,
  assignmentId,
  deps,
}: {
  actor: Actor;
  id: string;
  assignmentId: string;
  deps: PanelDeps;
}): Promise<string> => {
  await requireQuestionnaireAccess(deps.db, actor, id, 'share');
  await deps.db.transaction(async (tx) => {
    const gone = await deleteQuestionnaireAssignmentRow(tx, actor.organizationId, assignmentId);
    if (!gone || gone.questionnaireId !== id) throw notFound('Assignment');
    await recordQuestionnaireActivity(tx, {
      organizationId: actor.organizationId,
      questionnaireId: id,
      type: 'share',
      description: gone.sectionId ? 'removed the assignment of a section' : 'removed an assignment',
      userId: actor.userId,
      userName: actor.name,
      targetType: gone.sectionId ? 'section' : 'questionnaire',
      targetId: gone.sectionId,
      metadata: { assignmentId, assigneeId: gone.assigneeId },
    });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'questionnaire.assignment_deleted',
      entityType: 'questionnaire',
      entityId: id,
      before: {
        assignmentId,
        sectionId: gone.sectionId,
        assigneeId: gone.assigneeId,
        dueDate: calendarDay(gone.dueDate),
      },
      requestId: actor.requestId,
    });
  });
  deps.livePush.announce(id, 'assignments');
  deps.livePush.announce(id, 'activity');
  return assignmentId;
};
