import { deleteVendorRow, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { vendorSnapshot } from './vendor-fields.ts';

/**
 * Removes a vendor with its timeline, assessments, snapshots and findings. Its documents stay as
 * evidence (their vendor link cleared): they may prove controls too.
 */
export const deleteVendor = async ({
  actor,
  id,
  db,
}: {
  actor: Actor;
  id: string;
  db: Db;
}): Promise<string> =>
  db.transaction(async (tx) => {
    const before = await deleteVendorRow(tx, actor.organizationId, id);
    if (!before) throw notFound('Vendor');
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'vendor.deleted',
      entityType: 'vendor',
      entityId: id,
      before: vendorSnapshot(before),
      requestId: actor.requestId,
    });
    return id;
  });
