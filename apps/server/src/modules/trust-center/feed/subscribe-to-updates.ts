import {
  findSubscriberById,
  findSubscriberByToken,
  findTrustSubscriber,
  insertTrustSubscriber,
  updateTrustSubscriber,
  deleteTrustSubscriber,
  type Db,
  type Executor,
  type TrustCenterRow,
  type TrustSubscriberRow,
} from '@rampart/db';
import { findByLinkToken, newLinkToken, TRUST_CONFIRM_HOURS } from '../access/trust-links.ts';
import { confirmSubscriptionMail, subscriberOfToken } from './subscription-links.ts';

/** Confirmation mails one address gets in an hour; past it the page answers the same. */
export const TRUST_SUBSCRIBE_MAILS_PER_HOUR = 3;

/**
 * Someone asks for the updates (issue 24 point 1, double opt-in): a new or unconfirmed address
 * gets a confirmation link; a confirmed one, or one mailed too often this hour, gets nothing.
 * The page answers the same in every case, so the form says nothing about an address.
 */
export const subscribeToUpdates = ({
  db,
  center,
  email,
  ip,
  siteUrl,
  now = new Date(),
}: {
  db: Db;
  center: TrustCenterRow;
  email: string;
  ip: string;
  siteUrl: string;
  now?: Date;
}): Promise<void> =>
  db.transaction(async (tx) => {
    const organizationId = center.organizationId;
    const known = await findTrustSubscriber(tx, organizationId, email);
    if (known?.status === 'confirmed') return;
    const hourAgo = now.getTime() - 3_600_000;
    const recent =
      known?.lastConfirmSentAt && known.lastConfirmSentAt.getTime() > hourAgo
        ? known.confirmSent
        : 0;
    if (recent >= TRUST_SUBSCRIBE_MAILS_PER_HOUR) return;
    const { token, hash } = newLinkToken();
    const link = {
      confirmTokenHash: hash,
      confirmExpiresAt: new Date(now.getTime() + TRUST_CONFIRM_HOURS * 3_600_000),
      confirmSent: recent + 1,
      lastConfirmSentAt: now,
      ip,
    };
    if (known) await updateTrustSubscriber(tx, organizationId, known.id, link);
    else
      await insertTrustSubscriber(tx, {
        organizationId,
        email,
        status: 'pending',
        createdAt: now,
        ...link,
      });
    await confirmSubscriptionMail(tx, {
      organizationId,
      to: email,
      title: center.title,
      link: `${siteUrl}/subscribe/${token}`,
      hours: TRUST_CONFIRM_HOURS,
      at: now,
    });
  });

/** The pending subscription a confirmation link names, on this trust centre, while it works. */
export const pendingSubscriptionOf = async (
  db: Executor,
  center: TrustCenterRow,
  token: string,
  now: Date = new Date(),
): Promise<TrustSubscriberRow | null> => {
  const row = await findByLinkToken(token, (hash) => findSubscriberByToken(db, hash));
  if (!row || row.organizationId !== center.organizationId || row.status !== 'pending') return null;
  return row.confirmExpiresAt && row.confirmExpiresAt > now ? row : null;
};

/** Confirms the address: from now on it is mailed each update. The link then stops working. */
export const confirmSubscription = ({
  db,
  center,
  token,
  now = new Date(),
}: {
  db: Db;
  center: TrustCenterRow;
  token: string;
  now?: Date;
}): Promise<boolean> =>
  db.transaction(async (tx) => {
    const row = await pendingSubscriptionOf(tx, center, token, now);
    if (!row) return false;
    await updateTrustSubscriber(tx, center.organizationId, row.id, {
      status: 'confirmed',
      confirmedAt: now,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    });
    return true;
  });

/** The subscriber an unsubscribe link names, on this trust centre. */
export const subscriberOfLink = async (
  db: Executor,
  center: TrustCenterRow,
  secret: string,
  token: string,
): Promise<TrustSubscriberRow | null> => {
  const id = subscriberOfToken(secret, token);
  return id ? findSubscriberById(db, center.organizationId, id) : null;
};

/** Deletes the subscription an unsubscribe link names; false when it is gone already. */
export const unsubscribe = ({
  db,
  center,
  secret,
  token,
}: {
  db: Db;
  center: TrustCenterRow;
  secret: string;
  token: string;
}): Promise<boolean> =>
  db.transaction(async (tx) => {
    const row = await subscriberOfLink(tx, center, secret, token);
    if (!row) return false;
    return (await deleteTrustSubscriber(tx, center.organizationId, row.id)) !== null;
  });
