import type { TrustCenter } from '@rampart/contracts';
import { findOrganization, findTrustCenter, type Db } from '@rampart/db';
import { hasPermission } from '@rampart/domain';
import type { Actor } from '../../auth/actor.ts';
import { slugFrom, trustSettingsOf } from './trust-center-view.ts';
import { isHeldBack, loadTrustRecords } from './trust-records.ts';

/** The trust centre's settings, what the page shows now, and what the actor may change. */
export const getTrustCenter = async ({
  actor,
  db,
  publicUrl,
  now = new Date(),
}: {
  actor: Actor;
  db: Db;
  publicUrl: string;
  now?: Date;
}): Promise<TrustCenter> => {
  const row = await findTrustCenter(db, actor.organizationId);
  const organization = await findOrganization(db, actor.organizationId);
  const name = organization?.name ?? '';
  const published = await loadTrustRecords(db, actor.organizationId, now, {
    states: ['published'],
    itemsOnly: true,
  });
  return {
    settings: row ? trustSettingsOf(row, publicUrl) : null,
    suggestedSlug: slugFrom(name),
    suggestedTitle: name,
    counts: {
      published: published.filter((r) => !isHeldBack(r)).length,
      heldBack: published.filter(isHeldBack).length,
    },
    abilities: { manage: hasPermission(actor.permissions, 'organization:manage') },
  };
};
