import type { UpdateVendorBody } from '@rampart/contracts';
import {
  findVendor,
  insertVendorEvents,
  lockVendor,
  recordAudit,
  updateVendorRow,
  type Db,
  type Executor,
  type VendorRecord,
  type VendorRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { checkOwner } from '../organizations/owners.ts';
import { updatedRecords, vendorChanges } from './vendor-writes.ts';

/**
 * Applies a patch inside the caller's transaction: the row, an 'updated' timeline entry naming
 * the fields and the audit event. A patch that changes nothing writes nothing. Returns whether
 * anything changed.
 */
export const applyVendorPatch = async (
  tx: Executor,
  actor: Actor,
  before: VendorRow,
  patch: UpdateVendorBody,
  now: Date,
): Promise<boolean> => {
  const changes = vendorChanges(before, patch, now);
  if (Object.keys(changes).length === 0) return false;
  const after = await updateVendorRow(tx, actor.organizationId, before.id, changes);
  if (!after) throw notFound('Vendor');
  const { event, audit } = updatedRecords(actor, before, after, changes, now);
  await insertVendorEvents(tx, [event]);
  await recordAudit(tx, audit);
  return true;
};

export const updateVendor = async ({
  actor,
  id,
  patch,
  db,
  now = new Date(),
}: {
  actor: Actor;
  id: string;
  patch: UpdateVendorBody;
  db: Db;
  now?: Date;
}): Promise<VendorRecord> =>
  db.transaction(async (tx) => {
    // Locked: two edits at once each compute their changes (and the audit's "before") from
    // the row as the other left it, not from the same stale read.
    const before = await lockVendor(tx, actor.organizationId, id);
    if (!before) throw notFound('Vendor');
    await checkOwner(tx, actor.organizationId, patch.ownerUserId);
    await applyVendorPatch(tx, actor, before, patch, now);
    return (await findVendor(tx, actor.organizationId, id))!;
  });
