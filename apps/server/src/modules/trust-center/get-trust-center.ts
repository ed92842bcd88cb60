import type { TrustCenter } from '@rampart/contracts';
import {
  countPendingTrustRequests,
  findOrganization,
  findTrustCenter,
  listTrustSubscribers,
  type Db,
} from '@rampart/db';
import { hasPermission } from '@rampart/domain';
import type { Actor } from '../../auth/actor.ts';
import { slugFrom, trustSettingsOf, type TrustSiteConfig } from './trust-center-view.ts';
import { isHeldBack, loadTrustRecords } from './trust-records.ts';

/** The trust centre's settings, what the page shows now, and what the actor may change. */
export const getTrustCenter = async ({
  actor,
  db,
  site,
  mail,
  now = new Date(),
}: {
  actor: Actor;
  db: Db;
  site: TrustSiteConfig;
  /** Whether Rampart can send mail. */
  mail: boolean;
  now?: Date;
}): Promise<TrustCenter> => {
  const row = await findTrustCenter(db, actor.organizationId);
  const organization = await findOrganization(db, actor.organizationId);
  const name = organization?.name ?? '';
  const published = await loadTrustRecords(db, actor.organizationId, now, {
    states: ['published'],
    itemsOnly: true,
  });
  const manage = hasPermission(actor.permissions, 'organization:manage');
  return {
    settings: row ? trustSettingsOf(row, site) : null,
    suggestedSlug: slugFrom(name),
    suggestedTitle: name,
    counts: {
      published: published.filter((r) => !isHeldBack(r)).length,
      heldBack: published.filter(isHeldBack).length,
      // Visitors' names and addresses are for those who decide on them.
      pendingRequests: manage ? await countPendingTrustRequests(db, actor.organizationId) : 0,
      subscribers: manage
        ? (await listTrustSubscribers(db, actor.organizationId, { limit: 1 })).confirmed
        : 0,
    },
    mail,
    abilities: { manage },
  };
};
