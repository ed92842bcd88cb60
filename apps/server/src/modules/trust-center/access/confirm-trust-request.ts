import {
  currentTrustNda,
  findLiveTrustGrantByEmail,
  findTrustRequestByToken,
  updateTrustGrant,
  updateTrustRequest,
  type Db,
  type TrustCenterRow,
} from '@rampart/db';
import { tellOwnersAndAdmins } from '../tell-owners-and-admins.ts';
import { issueTrustGrant } from './issue-trust-grant.ts';
import { emailDomain, findByLinkToken } from './trust-links.ts';

/**
 * What became of a confirmed request, for the page the visitor sees next; `changed` when the
 * NDA changed (or went) while the visitor read it, so the current one is shown again.
 */
export type ConfirmOutcome = 'gone' | 'pending' | 'approved' | 'done' | 'changed';

/**
 * The visitor opened the mailed link and accepts the NDA (issue 24 point 4): the acceptance is
 * stored with the version, the time and the address. Then, in the same transaction: a visitor
 * who already holds a live grant gets a fresh link with the same end (the old grant is replaced);
 * an address of an auto-approved domain gets a grant; anyone else waits for the team, whose
 * owners and admins are told.
 */
export const confirmTrustRequest = async ({
  db,
  center,
  token,
  acceptedNdaVersion,
  ip,
  siteUrl,
  now = new Date(),
}: {
  db: Db;
  center: TrustCenterRow;
  token: string;
  /** The version the visitor read and accepted; null when there was no NDA to accept. */
  acceptedNdaVersion: number | null;
  ip: string;
  siteUrl: string;
  now?: Date;
}): Promise<ConfirmOutcome> => {
  return db.transaction(async (tx) => {
    const organizationId = center.organizationId;
    const request = await findByLinkToken(token, (hash) =>
      findTrustRequestByToken(tx, organizationId, hash, { lock: true }),
    );
    if (!request) return 'gone';
    if (request.status !== 'unconfirmed') return 'done';
    if (request.confirmExpiresAt <= now) return 'gone';
    const nda = await currentTrustNda(tx, organizationId);
    // The version read must be the one in force: a newer one written meanwhile is read first.
    if ((nda?.version ?? null) !== acceptedNdaVersion) return 'changed';
    const confirmed = await updateTrustRequest(tx, organizationId, request.id, {
      status: 'pending',
      confirmedAt: now,
      ndaId: nda?.id ?? null,
      ndaVersion: nda?.version ?? null,
      ndaAcceptedAt: nda ? now : null,
      ndaIp: nda ? ip : null,
    });

    const held = await findLiveTrustGrantByEmail(tx, organizationId, request.email, now);
    if (held) {
      await updateTrustGrant(tx, organizationId, held.id, { revokedAt: now });
      await issueTrustGrant(tx, {
        center,
        request: confirmed,
        siteUrl,
        expiresAt: held.expiresAt,
        decidedBy: null,
        autoApproved: true,
        again: true,
        now,
      });
      return 'approved';
    }
    if (center.autoApproveDomains.includes(emailDomain(request.email))) {
      await issueTrustGrant(tx, {
        center,
        request: confirmed,
        siteUrl,
        expiresAt: new Date(now.getTime() + center.grantDays * 86_400_000),
        decidedBy: null,
        autoApproved: true,
        now,
      });
      return 'approved';
    }
    await tellOwnersAndAdmins(
      tx,
      organizationId,
      [
        {
          kind: 'trust_access_requested',
          title: `${request.name} (${request.company}) asks for the trust centre's restricted documents`,
          body: request.reason || `From ${request.email}.`,
          link: '/dashboard/trust-center#access-requests',
          entityType: 'trust_access_request',
          entityId: request.id,
          eventKey: `trust_access_requested:${request.id}`,
        },
      ],
      now,
    );
    return 'pending';
  });
};
