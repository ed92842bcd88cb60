import type { TrustCenterSettings, UpdateTrustCenterBody } from '@rampart/contracts';
import {
  findTrustCenter,
  findTrustCenterBySlug,
  recordAudit,
  saveTrustCenter,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError } from '../../errors.ts';
import { trustSettingsOf, type TrustSiteConfig } from './trust-center-view.ts';

/** Sets the trust centre up or changes it; a slug is one organisation's. */
export const updateTrustCenter = async ({
  actor,
  input,
  db,
  site,
}: {
  actor: Actor;
  input: UpdateTrustCenterBody;
  db: Db;
  site: TrustSiteConfig;
}): Promise<TrustCenterSettings> =>
  db.transaction(async (tx) => {
    const taken = await findTrustCenterBySlug(tx, input.slug);
    if (taken && taken.organizationId !== actor.organizationId) {
      const message = 'That address is taken: choose another.';
      throw new AppError('CONFLICT', message, [{ field: 'slug', message }]);
    }
    const before = await findTrustCenter(tx, actor.organizationId);
    await saveTrustCenter(tx, {
      organizationId: actor.organizationId,
      ...input,
      updatedBy: actor.userId,
      updatedAt: new Date(),
    });
    const row = (await findTrustCenter(tx, actor.organizationId))!;
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'trust_center.updated',
      entityType: 'trust_center',
      entityId: actor.organizationId,
      before: before ? snapshot(before) : null,
      after: snapshot(row),
      requestId: actor.requestId,
    });
    return trustSettingsOf(row, site);
  });

const snapshot = (row: {
  slug: string;
  title: string;
  legalName: string;
  contactEmail: string;
  live: boolean;
  autoApproveDomains: string[];
  grantDays: number;
}) => ({
  slug: row.slug,
  title: row.title,
  legalName: row.legalName,
  contactEmail: row.contactEmail,
  live: row.live,
  autoApproveDomains: row.autoApproveDomains,
  grantDays: row.grantDays,
});
