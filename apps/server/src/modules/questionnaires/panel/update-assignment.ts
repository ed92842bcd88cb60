import type { UpdateQuestionnaireAssignmentBody } from '@rampart/contracts';
import {
  findQuestionnaireAssignment,
  recordAudit,
  recordQuestionnaireActivity,
  updateQuestionnaireAssignmentRow,
  type NewQuestionnaireAssignmentRow,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { notifyQuestionnaireAssignment } from '../../notifications/assignment-notices.ts';
import { deliverPendingEmails } from '../../notifications/deliver-email.ts';
import { forbidden, notFound } from '../../../errors.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';
import { calendarDay, checkedAssignee, checkedSection, sectionTitle } from './assignment-rules.ts';
import type { AssignmentResult } from './create-assignment.ts';
import { currentStructure, requireNotArchived, type PanelDeps } from './panel-context.ts';

/**
 * Changes an assignment (the share permission), or marks it done or open again (its assignee
 * too). A new due date starts its reminders afresh.
 */
export const updateAssignment = async ({
  actor,
  id,
  assignmentId,
  patch,
  deps,
}: {
  actor: Actor;
  id: string;
  assignmentId: string;
  patch: UpdateQuestionnaireAssignmentBody;
  deps: PanelDeps;
}): Promise<AssignmentResult> => {
  const { questionnaire, access } = await requireQuestionnaireAccess(deps.db, actor, id, 'view');
  const structure = await currentStructure(deps.collaboration, questionnaire);
  const row = await deps.db.transaction(async (tx) => {
    const before = await findQuestionnaireAssignment(tx, actor.organizationId, id, assignmentId);
    if (!before) throw notFound('Assignment');
    const { completed, ...rest } = patch;
    const onlyCompletion = Object.keys(rest).length === 0;
    const mayShare = access.permissions.includes('share');
    if (!(mayShare || (onlyCompletion && before.assigneeId === actor.userId))) throw forbidden();
    requireNotArchived(questionnaire, Object.keys(patch)[0] ?? 'completed');
    const changes: Partial<NewQuestionnaireAssignmentRow> = {};
    if (rest.sectionId !== undefined) {
      changes.sectionId = checkedSection(structure, rest.sectionId)?.id ?? null;
    }
    if (rest.assigneeId !== undefined && rest.assigneeId !== before.assigneeId) {
      const assignee = await checkedAssignee(
        tx,
        actor.organizationId,
        questionnaire,
        rest.assigneeId,
      );
      changes.assigneeId = assignee.id;
    }
    if (rest.dueDate !== undefined) {
      changes.dueDate = rest.dueDate;
      if (calendarDay(rest.dueDate) !== calendarDay(before.dueDate)) changes.remindersSent = [];
    }
    if (rest.priority !== undefined) changes.priority = rest.priority;
    if (rest.instructions !== undefined) changes.instructions = rest.instructions;
    if (rest.remindersOn !== undefined) changes.remindersOn = rest.remindersOn;
    if (rest.reminderDays !== undefined) {
      changes.reminderDays = [...new Set(rest.reminderDays)].sort((a, b) => b - a);
    }
    const completing = completed !== undefined && completed !== (before.completedAt !== null);
    if (completing) changes.completedAt = completed ? new Date() : null;
    if (Object.keys(changes).length === 0) return before;
    await updateQuestionnaireAssignmentRow(tx, actor.organizationId, assignmentId, changes);
    const after = (await findQuestionnaireAssignment(tx, actor.organizationId, id, assignmentId))!;
    await notifyQuestionnaireAssignment(tx, actor, {
      questionnaire,
      structure,
      assignment: after,
      before,
    });
    const what = after.sectionId
      ? `section “${sectionTitle(structure, after.sectionId) ?? after.sectionId}”`
      : 'the questionnaire';
    await recordQuestionnaireActivity(tx, {
      organizationId: actor.organizationId,
      questionnaireId: id,
      type: 'share',
      description: completing
        ? `${completed ? 'completed' : 'reopened'} the assignment of ${what}`
        : `changed the assignment of ${what} to ${after.assigneeName}`,
      userId: actor.userId,
      userName: actor.name,
      targetType: after.sectionId ? 'section' : 'questionnaire',
      targetId: after.sectionId,
      metadata: { assignmentId, fields: Object.keys(changes) },
    });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'questionnaire.assignment_updated',
      entityType: 'questionnaire',
      entityId: id,
      before: { assignmentId, ...pick(before, Object.keys(changes)) },
      after: { assignmentId, ...pick(after, Object.keys(changes)) },
      requestId: actor.requestId,
    });
    return after;
  });
  deps.livePush.announce(id, 'assignments');
  deps.livePush.announce(id, 'activity');
  await deliverPendingEmails(deps, { organizationId: actor.organizationId });
  return {
    row,
    structure,
    reader: { userId: actor.userId, access, live: questionnaire.status !== 'archived' },
  };
};

const pick = (row: object, keys: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => keys.includes(k)));
