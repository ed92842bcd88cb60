import {
  COLLABORATION_ROLE_LABELS,
  type CollaborationRole,
  type InviteCollaboratorBody,
} from '@rampart/contracts';
import { canAssignCollaborationRole, inviteEmail } from '@rampart/domain';
import {
  findMembership,
  findQuestionnaireMember,
  findQuestionnaireMemberByUser,
  findUserByEmail,
  insertQuestionnaireMember,
  newId,
  updateQuestionnaireMember,
  type Db,
  type QuestionnaireMemberRecord,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import type { LivePush } from '../../../platform/live-push/live-push.ts';
import { AppError, forbidden, invalid } from '../../../errors.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';
import { sendInvitationMail, type InvitationMailer } from './invitation-mail.ts';
import { recordSharing } from './sharing-record.ts';

const conflict = (message: string) =>
  new AppError('CONFLICT', message, [{ field: 'email', message }]);

export type Invitation = {
  member: QuestionnaireMemberRecord;
  /** Mailed to the invitee: only with a mail server, and once approved if approval is asked. */
  emailed: boolean;
};

/**
 * §5 Invite: a member of the organisation is given a role on the questionnaire, pending until
 * they accept (§4). The role must be one the actor may give. With "approval required", an
 * invitation made by anyone but the owner waits for approval first. Someone who declined may be
 * invited again; anyone else already invited is a conflict. The invitee is mailed after it
 * commits, unless it waits for approval (then approving mails them).
 */
export const inviteCollaborator = async ({
  db,
  livePush,
  actor,
  id,
  input,
  mail,
  now = new Date(),
}: {
  db: Db;
  /** Told after the change commits (platform/live-push). */
  livePush: LivePush;
  actor: Actor;
  id: string;
  input: InviteCollaboratorBody;
  mail: InvitationMailer;
  now?: Date;
}): Promise<Invitation> => {
  const done = await db.transaction(async (tx) => {
    const { questionnaire, access } = await requireQuestionnaireAccess(tx, actor, id, 'view');
    if (!canAssignCollaborationRole(access.role, null, input.role)) throw forbidden();
    const checked = inviteEmail(input.email);
    if (!checked.ok) throw invalid('email', checked.message);
    const user = await findUserByEmail(tx, checked.email);
    const inOrganization = user && (await findMembership(tx, actor.organizationId, user.id));
    if (!user || !inOrganization) {
      throw invalid(
        'email',
        `${checked.email} is not a member of this organisation: invite them to the organisation first, or send them a link.`,
      );
    }
    if (user.id === questionnaire.createdBy)
      throw conflict(`${user.name} owns this questionnaire.`);
    const existing = await findQuestionnaireMemberByUser(tx, actor.organizationId, id, user.id);
    if (existing && existing.status !== 'declined') {
      throw conflict(
        existing.status === 'active'
          ? `${user.name} already has access as ${COLLABORATION_ROLE_LABELS[existing.role as CollaborationRole]}.`
          : `${user.name} already has a pending invitation.`,
      );
    }
    const approved = !questionnaire.requiresApproval || access.role === 'owner';
    const invitation = {
      role: input.role,
      status: 'pending',
      invitedBy: actor.userId,
      approvedBy: approved ? actor.userId : null,
      approvedAt: approved ? now : null,
      createdAt: now,
      respondedAt: null,
    };
    const memberId = existing
      ? (await updateQuestionnaireMember(tx, actor.organizationId, existing.id, invitation))!.id
      : (
          await insertQuestionnaireMember(tx, {
            id: newId('qmem'),
            organizationId: actor.organizationId,
            questionnaireId: id,
            userId: user.id,
            ...invitation,
          })
        ).id;
    await recordSharing(tx, actor, id, {
      action: 'questionnaire.member_invited',
      description: `${actor.name} invited ${user.name} as ${COLLABORATION_ROLE_LABELS[input.role]}${approved ? '' : ' (awaiting approval)'}`,
      after: { memberId, userId: user.id, role: input.role, awaitingApproval: !approved },
    });
    const member = (await findQuestionnaireMember(tx, actor.organizationId, id, memberId))!;
    return { member, title: questionnaire.title, approved };
  });
  const emailed =
    done.approved &&
    (await sendInvitationMail(mail, {
      email: done.member.email,
      role: done.member.role,
      inviterName: actor.name,
      title: done.title,
      questionnaireId: id,
    }));
  livePush.announce(id, 'members');
  livePush.announce(id, 'activity');
  return { member: done.member, emailed };
};
