import type { CreateQuestionnaireAssignmentBody } from '@rampart/contracts';
import {
  findQuestionnaireAssignment,
  insertQuestionnaireAssignment,
  newId,
  recordAudit,
  recordQuestionnaireActivity,
  type QuestionnaireAssignmentRecord,
} from '@rampart/db';
import type { QuestionnaireStructure } from '@rampart/domain';
import type { Actor } from '../../../auth/actor.ts';
import { notifyQuestionnaireAssignment } from '../../notifications/assignment-notices.ts';
import { deliverPendingEmails } from '../../notifications/deliver-email.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';
import { calendarDay, checkedAssignee, checkedSection } from './assignment-rules.ts';
import type { AssignmentReader } from './assignment.presenter.ts';
import { currentStructure, requireNotArchived, type PanelDeps } from './panel-context.ts';

export type AssignmentResult = {
  row: QuestionnaireAssignmentRecord;
  structure: QuestionnaireStructure;
  reader: AssignmentReader;
};

/**
 * Gives a section (or the whole questionnaire) to someone who may edit it, with a due date,
 * priority, instructions and reminders (§3 Assignment defaults). Takes the share permission.
 */
export const createAssignment = async ({
  actor,
  id,
  input,
  deps,
}: {
  actor: Actor;
  id: string;
  input: CreateQuestionnaireAssignmentBody;
  deps: PanelDeps;
}): Promise<AssignmentResult> => {
  const { questionnaire, access } = await requireQuestionnaireAccess(deps.db, actor, id, 'share');
  requireNotArchived(questionnaire, 'assigneeId');
  const structure = await currentStructure(deps.collaboration, questionnaire);
  const section = checkedSection(structure, input.sectionId ?? null);
  const row = await deps.db.transaction(async (tx) => {
    const assignee = await checkedAssignee(
      tx,
      actor.organizationId,
      questionnaire,
      input.assigneeId,
    );
    const created = await insertQuestionnaireAssignment(tx, {
      id: newId('qasg'),
      organizationId: actor.organizationId,
      questionnaireId: id,
      sectionId: section?.id ?? null,
      assigneeId: assignee.id,
      dueDate: input.dueDate ?? null,
      priority: input.priority,
      instructions: input.instructions,
      remindersOn: input.remindersOn,
      reminderDays: [...new Set(input.reminderDays)].sort((a, b) => b - a),
      createdBy: actor.userId,
    });
    await notifyQuestionnaireAssignment(tx, actor, {
      questionnaire,
      structure,
      assignment: created,
    });
    const what = section ? `section “${section.title}”` : 'the questionnaire';
    const due = calendarDay(created.dueDate);
    await recordQuestionnaireActivity(tx, {
      organizationId: actor.organizationId,
      questionnaireId: id,
      type: 'share',
      description: `assigned ${what} to ${assignee.name}${due ? `, due ${due}` : ''}`,
      userId: actor.userId,
      userName: actor.name,
      targetType: section ? 'section' : 'questionnaire',
      targetId: section?.id ?? null,
      metadata: { assignmentId: created.id, assigneeId: assignee.id },
    });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'questionnaire.assignment_created',
      entityType: 'questionnaire',
      entityId: id,
      after: {
        assignmentId: created.id,
        sectionId: created.sectionId,
        assigneeId: assignee.id,
        dueDate: due,
      },
      requestId: actor.requestId,
    });
    return (await findQuestionnaireAssignment(tx, actor.organizationId, id, created.id))!;
  });
  deps.livePush.announce(id, 'assignments');
  deps.livePush.announce(id, 'activity');
  await deliverPendingEmails(deps, { organizationId: actor.organizationId });
  return { row, structure, reader: { userId: actor.userId, access, live: true } };
};
