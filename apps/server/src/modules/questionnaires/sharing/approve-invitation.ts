import {
  findQuestionnaireMember,
  updateQuestionnaireMember,
  type Db,
  type QuestionnaireMemberRecord,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import type { LivePush } from '../../../platform/live-push/live-push.ts';
import { AppError, forbidden, notFound } from '../../../errors.ts';
import { requireQuestionnaireAccess, seesEveryQuestionnaire } from '../questionnaire-access.ts';
import { sendInvitationMail, type InvitationMailer } from './invitation-mail.ts';
import { recordSharing } from './sharing-record.ts';

/**
 * With "approval required", the owner (or an organisation admin) lets an invitation made by
 * someone else go ahead; the invited person may accept it from then on, and is mailed now.
 */
export const approveInvitation = async ({
  db,
  livePush,
  actor,
  id,
  memberId,
  mail,
  now = new Date(),
}: {
  db: Db;
  /** Told after the change commits (platform/live-push). */
  livePush: LivePush;
  actor: Actor;
  id: string;
  memberId: string;
  mail: InvitationMailer;
  now?: Date;
}): Promise<QuestionnaireMemberRecord> => {
  const done = await db.transaction(async (tx) => {
    const { questionnaire, access } = await requireQuestionnaireAccess(tx, actor, id, 'view');
    if (access.role !== 'owner' && !seesEveryQuestionnaire(actor)) throw forbidden();
    const member = await findQuestionnaireMember(tx, actor.organizationId, id, memberId);
    if (!member) throw notFound('Collaborator');
    if (member.status !== 'pending' || member.approvedAt !== null) {
      const message = 'This invitation is not waiting for approval.';
      throw new AppError('CONFLICT', message, [{ field: 'memberId', message }]);
    }
    await updateQuestionnaireMember(tx, actor.organizationId, memberId, {
      approvedBy: actor.userId,
      approvedAt: now,
    });
    await recordSharing(tx, actor, id, {
      action: 'questionnaire.member_updated',
      description: `${actor.name} approved the invitation of ${member.name}`,
      after: { memberId, userId: member.userId, approved: true },
    });
    return {
      member: (await findQuestionnaireMember(tx, actor.organizationId, id, memberId))!,
      title: questionnaire.title,
    };
  });
  await sendInvitationMail(mail, {
    email: done.member.email,
    role: done.member.role,
    inviterName: done.member.invitedByName ?? actor.name,
    title: done.title,
    questionnaireId: id,
  });
  livePush.announce(id, 'members');
  livePush.announce(id, 'activity');
  return done.member;
};
