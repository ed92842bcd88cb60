import type { Invitation, InviteBody } from '@rampart/contracts';
import { ROLE_LABELS } from '@rampart/contracts';
import { invitableRoles } from '@rampart/domain';
import {
  findInvitation,
  findPendingInvitationForEmail,
  findUserByEmail,
  findMembership,
  insertInvitation,
  newId,
  newToken,
  recordAudit,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError, forbidden } from '../../errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { acceptUrlFor, hashInvitationToken, INVITATION_TTL_DAYS } from './invitation-token.ts';
import { presentInvitation } from './organization.presenter.ts';

/**
 * Invites a person by email. With a mail server the link is mailed; without one it is returned
 * once, for the admin to pass on (the token is stored only as a hash).
 */
export const inviteMember = async ({
  actor,
  input,
  db,
  mailer,
  publicUrl,
}: {
  actor: Actor;
  input: InviteBody;
  db: Db;
  mailer: Mailer | null;
  publicUrl: string;
}): Promise<Invitation> => {
  // The roles the organisation's abilities offer the actor (packages/domain member-policy).
  if (!invitableRoles(actor.role).includes(input.role)) throw forbidden();
  const existingUser = await findUserByEmail(db, input.email);
  if (existingUser && (await findMembership(db, actor.organizationId, existingUser.id))) {
    throw new AppError('CONFLICT', `${input.email} is already a member.`, [
      { field: 'email', message: 'Already a member of this organisation' },
    ]);
  }
  if (await findPendingInvitationForEmail(db, actor.organizationId, input.email)) {
    throw new AppError('CONFLICT', `${input.email} already has a pending invitation.`, [
      { field: 'email', message: 'An invitation is already pending for this email' },
    ]);
  }
  const token = newToken();
  const id = newId('inv');
  const row = await db.transaction(async (tx) => {
    await insertInvitation(tx, {
      id,
      organizationId: actor.organizationId,
      email: input.email,
      role: input.role,
      tokenHash: hashInvitationToken(token),
      invitedBy: actor.userId,
      expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
    });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'invitation.created',
      entityType: 'invitation',
      entityId: id,
      after: { email: input.email, role: input.role },
      requestId: actor.requestId,
    });
    return findInvitation(tx, actor.organizationId, id);
  });
  if (!row) throw new Error('invitation vanished after insert');
  const url = acceptUrlFor(publicUrl, token);
  if (mailer) {
    await mailer.send({
      to: input.email,
      subject: `${row.inviterName} invited you to ${row.organizationName} on Rampart`,
      text: `${row.inviterName} invited you to join ${row.organizationName} on Rampart as ${ROLE_LABELS[input.role]}.\n\nAccept the invitation:\n${url}\n\nThe link expires in ${INVITATION_TTL_DAYS} days.`,
    });
    return presentInvitation(row, actor);
  }
  return presentInvitation(row, actor, url);
};
