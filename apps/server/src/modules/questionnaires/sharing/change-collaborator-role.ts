import {
  COLLABORATION_ROLE_LABELS,
  type CollaborationRole,
  type ShareableCollaborationRole,
} from '@rampart/contracts';
import { canAssignCollaborationRole } from '@rampart/domain';
import {
  findQuestionnaireMember,
  updateQuestionnaireMember,
  type Db,
  type QuestionnaireMemberRecord,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import type { LivePush } from '../../../platform/live-push/live-push.ts';
import { forbidden, notFound } from '../../../errors.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';
import { recordSharing } from './sharing-record.ts';

/**
 * §4 Changing a role resets the person's permissions to the new role's set (permissions follow
 * the role; nothing else is kept). The actor must be allowed to move them from one to the other.
 */
export const changeCollaboratorRole = async ({
  db,
  livePush,
  actor,
  id,
  memberId,
  role,
}: {
  db: Db;
  /** Told after the change commits (platform/live-push). */
  livePush: LivePush;
  actor: Actor;
  id: string;
  memberId: string;
  role: ShareableCollaborationRole;
}): Promise<{ member: QuestionnaireMemberRecord; changed: boolean }> => {
  const done = await db.transaction(async (tx) => {
    const { access } = await requireQuestionnaireAccess(tx, actor, id, 'view');
    const member = await findQuestionnaireMember(tx, actor.organizationId, id, memberId);
    if (!member) throw notFound('Collaborator');
    const from = member.role as CollaborationRole;
    if (!canAssignCollaborationRole(access.role, from, role)) throw forbidden();
    if (from === role) return { member, changed: false };
    await updateQuestionnaireMember(tx, actor.organizationId, memberId, { role });
    await recordSharing(tx, actor, id, {
      action: 'questionnaire.member_updated',
      description: `${actor.name} changed the role of ${member.name} to ${COLLABORATION_ROLE_LABELS[role]}`,
      before: { memberId, role: from },
      after: { memberId, userId: member.userId, role },
    });
    return {
      member: (await findQuestionnaireMember(tx, actor.organizationId, id, memberId))!,
      changed: true,
    };
  });
  if (done.changed) {
    livePush.accessChanged(id, { userId: done.member.userId });
    livePush.announce(id, 'members');
    livePush.announce(id, 'activity');
  }
  return done;
};
