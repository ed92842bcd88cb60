import { hasPermission } from '@rampart/domain';
import {
  findQuestionnaire,
  findQuestionnaireMember,
  findQuestionnaireMemberByUser,
  updateQuestionnaireMember,
  type Db,
  type QuestionnaireMemberRecord,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import type { LivePush } from '../../../platform/live-push/live-push.ts';
import { AppError, forbidden, notFound } from '../../../errors.ts';
import { recordSharing } from './sharing-record.ts';

const conflict = (message: string) =>
  new AppError('CONFLICT', message, [{ field: 'accept', message }]);

/**
 * The invited person accepts (the invitation's role becomes theirs: §4 pending until accepted)
 * or declines. Refused while it waits for approval. A questionnaire they were not invited to is
 * not found, whether or not it exists: a private one is invisible to them until they accept.
 */
export const answerInvitation = async ({
  db,
  livePush,
  actor,
  id,
  accept,
  now = new Date(),
}: {
  db: Db;
  /** Told after the change commits (platform/live-push). */
  livePush: LivePush;
  actor: Actor;
  id: string;
  accept: boolean;
  now?: Date;
}): Promise<QuestionnaireMemberRecord> => {
  // Joining a questionnaire's team is a change: a read-only token cannot (decision 037).
  if (actor.apiTokenId && !hasPermission(actor.permissions, 'questionnaires:write')) {
    throw forbidden();
  }
  const done = await db.transaction(async (tx) => {
    const questionnaire = await findQuestionnaire(tx, actor.organizationId, id);
    const member =
      questionnaire &&
      (await findQuestionnaireMemberByUser(tx, actor.organizationId, id, actor.userId));
    if (!member) throw notFound('Invitation');
    if (member.status !== 'pending') {
      throw conflict(
        `You have ${member.status === 'active' ? 'accepted' : 'declined'} it already.`,
      );
    }
    if (member.approvedAt === null) {
      throw conflict('This invitation is waiting for the owner’s approval.');
    }
    await updateQuestionnaireMember(tx, actor.organizationId, member.id, {
      status: accept ? 'active' : 'declined',
      respondedAt: now,
    });
    await recordSharing(tx, actor, id, {
      action: 'questionnaire.invitation_answered',
      description: `${actor.name} ${accept ? 'accepted' : 'declined'} the invitation`,
      after: { memberId: member.id, userId: actor.userId, accepted: accept },
    });
    return (await findQuestionnaireMember(tx, actor.organizationId, id, member.id))!;
  });
  // Someone already connected (the questionnaire is visible to the organisation) reconnects
  // with the role they now hold.
  livePush.accessChanged(id, { userId: actor.userId });
  livePush.announce(id, 'members');
  livePush.announce(id, 'activity');
  return done;
};
