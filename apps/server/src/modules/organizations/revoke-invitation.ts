import type { Invitation } from '@rampart/contracts';
import { findInvitation, recordAudit, setInvitationStatus, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError, notFound } from '../../errors.ts';
import { presentInvitation } from './organization.presenter.ts';

export const revokeInvitation = async ({
  actor,
  id,
  db,
}: {
  actor: Actor;
  id: string;
  db: Db;
}): Promise<Invitation> =>
  db.transaction(async (tx) => {
    const found = await findInvitation(tx, actor.organizationId, id);
    if (!found) throw notFound('Invitation');
    if (!(await setInvitationStatus(tx, actor.organizationId, id, 'revoked'))) {
      throw new AppError('CONFLICT', `This invitation is already ${found.invitation.status}.`);
    }
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'invitation.revoked',
      entityType: 'invitation',
      entityId: id,
      before: { status: 'pending' },
      after: { status: 'revoked' },
      requestId: actor.requestId,
    });
    const after = await findInvitation(tx, actor.organizationId, id);
    return presentInvitation(after ?? found, actor);
  });
