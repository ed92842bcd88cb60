import type { TrustAccessForm } from '@rampart/contracts';
import {
  countRecentTrustRequests,
  insertTrustRequest,
  type Db,
  type TrustCenterRow,
} from '@rampart/db';
import { confirmRequestMail, queueTrustMail } from './trust-access-mail.ts';
import { newLinkToken, TRUST_CONFIRM_HOURS } from './trust-links.ts';

/** Requests one address may make in an hour; past it the page answers the same, sends nothing. */
export const TRUST_REQUESTS_PER_HOUR = 3;

/**
 * A visitor asks for the restricted documents (issue 24 point 4): the request is kept as
 * unconfirmed and a confirmation link is mailed to the address given. The page answers the same
 * in every case (a new address, one with a grant already, one past the hourly limit), so the
 * form tells nobody anything about an address.
 */
export const requestTrustAccess = async ({
  db,
  center,
  input,
  ip,
  siteUrl,
  now = new Date(),
}: {
  db: Db;
  center: TrustCenterRow;
  input: TrustAccessForm;
  ip: string;
  siteUrl: string;
  now?: Date;
}): Promise<void> =>
  db.transaction(async (tx) => {
    const organizationId = center.organizationId;
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const recent = await countRecentTrustRequests(tx, organizationId, input.email, hourAgo);
    if (recent >= TRUST_REQUESTS_PER_HOUR) return;
    const { token, hash } = newLinkToken();
    await insertTrustRequest(tx, {
      organizationId,
      ...input,
      status: 'unconfirmed',
      confirmTokenHash: hash,
      confirmExpiresAt: new Date(now.getTime() + TRUST_CONFIRM_HOURS * 3_600_000),
      ip,
      createdAt: now,
    });
    await queueTrustMail(
      tx,
      organizationId,
      confirmRequestMail(input.email, {
        title: center.title,
        link: `${siteUrl}/confirm/${token}`,
        hours: TRUST_CONFIRM_HOURS,
      }),
      now,
    );
  });
