import {
  insertTrustGrant,
  updateTrustRequest,
  type Executor,
  type TrustCenterRow,
  type TrustRequestRow,
} from '@rampart/db';
import { grantMail, queueTrustMail } from './trust-access-mail.ts';
import { newLinkToken } from './trust-links.ts';

/**
 * Approves a confirmed request inside the caller's transaction: the grant for `days`, the
 * request marked approved, and the sign-in link queued to the visitor.
 */
export const issueTrustGrant = async (
  tx: Executor,
  o: {
    center: TrustCenterRow;
    request: TrustRequestRow;
    siteUrl: string;
    /** When the grant ends. */
    expiresAt: Date;
    decidedBy: string | null;
    autoApproved: boolean;
    /** A visitor who had a grant already: the mail says this link replaces the old one. */
    again?: boolean;
    now: Date;
  },
) => {
  const { center, request, now } = o;
  const { token, hash } = newLinkToken();
  const { expiresAt } = o;
  const grant = await insertTrustGrant(tx, {
    organizationId: center.organizationId,
    requestId: request.id,
    name: request.name,
    email: request.email,
    company: request.company,
    tokenHash: hash,
    createdAt: now,
    expiresAt,
  });
  await updateTrustRequest(tx, center.organizationId, request.id, {
    status: 'approved',
    autoApproved: o.autoApproved,
    decidedBy: o.decidedBy,
    decidedAt: now,
  });
  await queueTrustMail(
    tx,
    center.organizationId,
    grantMail(request.email, {
      title: center.title,
      link: `${o.siteUrl}/access/${token}`,
      until: expiresAt,
      again: o.again,
    }),
    now,
  );
  return grant;
};
