import {
  findInvitationByTokenHash,
  findMembership,
  insertMembership,
  newId,
  recordAudit,
  setInvitationStatus,
  upsertPreferences,
  findPreferences,
  type Executor,
} from '@rampart/db';
import { defaultFavorites } from '@rampart/domain';
import { AppError, invalid } from '../../errors.ts';
import { hashInvitationToken } from './invitation-token.ts';

/** Loads a pending, unexpired invitation by its token, or explains why it cannot be used. */
export const loadUsableInvitation = async (db: Executor, token: string) => {
  const found = await findInvitationByTokenHash(db, hashInvitationToken(token));
  if (!found) throw invalid('token', 'This invitation link is not valid.');
  const { invitation } = found;
  if (invitation.status !== 'pending') {
    throw invalid('token', `This invitation has been ${invitation.status}.`);
  }
  if (invitation.expiresAt.getTime() < Date.now()) {
    throw invalid('token', 'This invitation has expired. Ask for a new one.');
  }
  return found;
};

/**
 * Turns an invitation into a membership, inside the caller's transaction: the invitation is
 * marked accepted only if still pending, so one link makes one membership.
 */
export const claimInvitation = async (
  tx: Executor,
  opts: { token: string; userId: string; email: string; requestId: string },
): Promise<{ organizationId: string; role: string }> => {
  const { invitation } = await loadUsableInvitation(tx, opts.token);
  if (invitation.email.toLowerCase() !== opts.email.toLowerCase()) {
    throw new AppError(
      'FORBIDDEN',
      `This invitation was sent to ${invitation.email}. Sign in with that email to accept it.`,
    );
  }
  const claimed = await setInvitationStatus(
    tx,
    invitation.organizationId,
    invitation.id,
    'accepted',
  );
  if (!claimed) throw invalid('token', 'This invitation has already been used.');
  if (await findMembership(tx, invitation.organizationId, opts.userId)) {
    throw new AppError('CONFLICT', 'You are already a member of this organisation.');
  }
  await insertMembership(tx, {
    id: newId('mem'),
    organizationId: invitation.organizationId,
    userId: opts.userId,
    role: invitation.role,
  });
  const prefs = await findPreferences(tx, opts.userId);
  await upsertPreferences(tx, opts.userId, {
    favorites: prefs?.favorites ?? defaultFavorites(),
    defaultOrganizationId: invitation.organizationId,
  });
  const base = {
    organizationId: invitation.organizationId,
    actorId: opts.userId,
    requestId: opts.requestId,
  };
  await recordAudit(tx, {
    ...base,
    action: 'invitation.accepted',
    entityType: 'invitation',
    entityId: invitation.id,
    before: { status: 'pending' },
    after: { status: 'accepted' },
  });
  await recordAudit(tx, {
    ...base,
    action: 'member.joined',
    entityType: 'member',
    entityId: opts.userId,
    after: { email: opts.email, role: invitation.role },
  });
  return { organizationId: invitation.organizationId, role: invitation.role };
};
