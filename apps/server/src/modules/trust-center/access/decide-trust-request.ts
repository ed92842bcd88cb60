import type { TrustAccessRequest } from '@rampart/contracts';
import {
  findLiveTrustGrantByEmail,
  findTrustCenter,
  findTrustRequest,
  recordAudit,
  updateTrustGrant,
  updateTrustRequest,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { AppError, notFound } from '../../../errors.ts';
import { deniedMail, queueTrustMail } from './trust-access-mail.ts';
import { issueTrustGrant } from './issue-trust-grant.ts';
import { findTrustRequestView } from './list-trust-requests.ts';

/**
 * The team approves or denies a confirmed request (issue 24 point 4). Approval issues a grant for
 * `days` (the trust centre's grant length by default) and mails the sign-in link; denial mails
 * the visitor that it was not approved. Only a request waiting for the team can be decided.
 */
export const decideTrustRequest = async ({
  actor,
  db,
  id,
  decision,
  days,
  siteUrlOf,
  now = new Date(),
}: {
  actor: Actor;
  db: Db;
  id: string;
  decision: 'approve' | 'deny';
  days?: number;
  siteUrlOf: (slug: string) => string;
  now?: Date;
}): Promise<TrustAccessRequest> =>
  db.transaction(async (tx) => {
    const organizationId = actor.organizationId;
    const center = await findTrustCenter(tx, organizationId);
    const request = center ? await findTrustRequest(tx, organizationId, id, { lock: true }) : null;
    if (!center || !request) throw notFound('Access request');
    if (request.status !== 'pending') {
      const message =
        request.status === 'unconfirmed'
          ? 'The visitor has not confirmed their email and accepted the NDA yet.'
          : 'This request was decided already.';
      throw new AppError('CONFLICT', message);
    }
    if (decision === 'approve') {
      // One live grant per address: an earlier one (a second request confirmed before the first
      // was decided) is replaced, so only the newest link works.
      const held = await findLiveTrustGrantByEmail(tx, organizationId, request.email, now);
      if (held) await updateTrustGrant(tx, organizationId, held.id, { revokedAt: now });
      await issueTrustGrant(tx, {
        center,
        request,
        siteUrl: siteUrlOf(center.slug),
        expiresAt: new Date(now.getTime() + (days ?? center.grantDays) * 86_400_000),
        decidedBy: actor.userId,
        autoApproved: false,
        now,
      });
    } else {
      await updateTrustRequest(tx, organizationId, id, {
        status: 'denied',
        decidedBy: actor.userId,
        decidedAt: now,
      });
      await queueTrustMail(
        tx,
        organizationId,
        deniedMail(request.email, { title: center.title, contactEmail: center.contactEmail }),
        now,
      );
    }
    await recordAudit(tx, {
      organizationId,
      actorId: actor.userId,
      action: decision === 'approve' ? 'trust_request.approved' : 'trust_request.denied',
      entityType: 'trust_access_request',
      entityId: id,
      before: { status: request.status },
      after: {
        status: decision === 'approve' ? 'approved' : 'denied',
        email: request.email,
        ...(decision === 'approve' ? { days: days ?? center.grantDays } : {}),
      },
      requestId: actor.requestId,
    });
    return findTrustRequestView(tx, organizationId, id);
  });
