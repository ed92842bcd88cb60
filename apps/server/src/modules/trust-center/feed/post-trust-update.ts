import type { CreateTrustUpdateBody, TrustUpdate } from '@rampart/contracts';
import {
  confirmedSubscribers,
  findTrustCenter,
  insertTrustUpdate,
  recordAudit,
  touchTrustCenter,
  type Db,
  type TrustUpdateRow,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { AppError } from '../../../errors.ts';
import { trustSiteUrl } from '../trust-center-view.ts';
import { unsubscribeToken, updateMail } from './subscription-links.ts';

export const presentTrustUpdate = (row: TrustUpdateRow): TrustUpdate => ({
  id: row.id,
  title: row.title,
  body: row.body,
  publishedAt: row.publishedAt.toISOString(),
  mailedTo: row.mailedTo,
});

/**
 * Posts an update on the trust centre's feed (issue 24 point 1): it shows on the page at once,
 * and each confirmed subscriber is mailed it through the outbox, in the same transaction.
 */
export const postTrustUpdate = ({
  actor,
  input,
  db,
  mail,
  site,
  now = new Date(),
}: {
  actor: Actor;
  input: CreateTrustUpdateBody;
  db: Db;
  /** Whether Rampart can send mail; without it the update is posted and mailed to nobody. */
  mail: boolean;
  site: { publicUrl: string; trustHosts: ReadonlyMap<string, string>; secret: string };
  now?: Date;
}): Promise<TrustUpdate> =>
  db.transaction(async (tx) => {
    const organizationId = actor.organizationId;
    const center = await findTrustCenter(tx, organizationId);
    if (!center) {
      const message = 'Set up the trust centre before posting updates.';
      throw new AppError('CONFLICT', message, [{ field: 'title', message }]);
    }
    // Mail points at the page: while the page is off, nobody is mailed a link that answers 404.
    const subscribers = mail && center.live ? await confirmedSubscribers(tx, organizationId) : [];
    const update = await insertTrustUpdate(tx, {
      organizationId,
      ...input,
      publishedAt: now,
      mailedTo: subscribers.length,
      createdBy: actor.userId,
    });
    const pageUrl = trustSiteUrl(site.publicUrl, site.trustHosts, center.slug);
    for (const s of subscribers) {
      await updateMail(tx, {
        organizationId,
        to: s.email,
        title: center.title,
        update: input,
        pageUrl,
        unsubscribeUrl: `${pageUrl}/unsubscribe/${unsubscribeToken(site.secret, s.id)}`,
        at: now,
      });
    }
    await touchTrustCenter(tx, organizationId, now);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.userId,
      action: 'trust_update.posted',
      entityType: 'trust_update',
      entityId: update.id,
      before: null,
      after: { title: update.title, mailedTo: update.mailedTo },
      requestId: actor.requestId,
    });
    return presentTrustUpdate(update);
  });
