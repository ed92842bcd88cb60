import type { CollaborationRole } from '@rampart/contracts';
import { canRemoveCollaborator } from '@rampart/domain';
import {
  deleteQuestionnaireMember,
  findQuestionnaireMember,
  type Db,
  type QuestionnaireMemberRecord,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import type { LivePush } from '../../../platform/live-push/live-push.ts';
import { forbidden, notFound } from '../../../errors.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';
import { recordSharing } from './sharing-record.ts';

/**
 * §4 Removal revokes access (the route closes the person's open connections after this
 * commits). The actor needs the domain's leave to remove that role; anyone may leave.
 */
export const removeCollaborator = async ({
  db,
  livePush,
  actor,
  id,
  memberId,
}: {
  db: Db;
  /** Told after the change commits (platform/live-push). */
  livePush: LivePush;
  actor: Actor;
  id: string;
  memberId: string;
}): Promise<QuestionnaireMemberRecord> => {
  const done = await db.transaction(async (tx) => {
    const { access } = await requireQuestionnaireAccess(tx, actor, id, 'view');
    const member = await findQuestionnaireMember(tx, actor.organizationId, id, memberId);
    if (!member) throw notFound('Collaborator');
    const leaving = member.userId === actor.userId;
    if (!leaving && !canRemoveCollaborator(access.role, member.role as CollaborationRole)) {
      throw forbidden();
    }
    await deleteQuestionnaireMember(tx, actor.organizationId, memberId);
    await recordSharing(tx, actor, id, {
      action: 'questionnaire.member_removed',
      description: leaving ? `${actor.name} left` : `${actor.name} removed ${member.name}`,
      before: { memberId, userId: member.userId, role: member.role, status: member.status },
      after: { memberId, userId: member.userId, removed: true },
    });
    return member;
  });
  livePush.accessChanged(id, { userId: done.userId });
  livePush.announce(id, 'members');
  livePush.announce(id, 'activity');
  return done;
};
